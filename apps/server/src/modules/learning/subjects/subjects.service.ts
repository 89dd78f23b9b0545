import type { EducationalSubjects, EducationalSubjectsResponse } from '@polymath/shared';

/** Counts a directory's categories and subjects for the header of the directory modal. */
export function countDirectory(directory: EducationalSubjects): {
  totalCategories: number;
  totalSubjects: number;
} {
  const categories = Object.values(directory);
  return {
    totalCategories: categories.length,
    totalSubjects: categories.reduce(
      (sum, category) => sum + Object.keys(category.subjects).length,
      0,
    ),
  };
}

/** The GET /api/educational-subjects/all body for a directory. */
export function buildSubjectsResponse(directory: EducationalSubjects): EducationalSubjectsResponse {
  return { success: true, data: directory, ...countDirectory(directory) };
}
