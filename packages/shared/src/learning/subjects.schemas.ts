import { z } from 'zod';
import { CountSchema, DifficultySchema, WebUrlSchema } from '../common/common.schemas';

/** The ten kinds of source a subject lists (001 §3 "Educational subjects"). */
export const SUBJECT_SOURCE_TYPES = [
  'course',
  'tutorial',
  'video',
  'app',
  'official',
  'reference',
  'practice',
  'textbook',
  'government',
  'professional',
] as const;
/** One of SUBJECT_SOURCE_TYPES. */
export const SubjectSourceTypeSchema = z.enum(SUBJECT_SOURCE_TYPES);
export type SubjectSourceType = z.infer<typeof SubjectSourceTypeSchema>;

/** A place to learn a subject, opened by Visit Source in a new tab. */
export const SubjectSourceSchema = z.object({
  type: SubjectSourceTypeSchema,
  name: z.string().min(1),
  description: z.string(),
  url: WebUrlSchema,
});
export type SubjectSource = z.infer<typeof SubjectSourceSchema>;

/** A card of the Educational Subjects Directory. */
export const EducationalSubjectSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  /** Filtered by the level filter (Beginner, Intermediate, Advanced). */
  difficulty: DifficultySchema,
  /** Display text such as `4-6 weeks`. */
  estimatedTime: z.string(),
  sources: z.array(SubjectSourceSchema),
  /**
   * Keys of the directory's subjects to learn before this one, possibly from another category; no
   * harder than this subject. Absent when it builds on none, as most beginner subjects do. A
   * learning path names their titles as its prerequisites.
   */
  prerequisites: z.array(z.string().min(1)).optional(),
  /**
   * 3-6 curated lowercase topic phrases, the concepts a learner asks about ("photosynthesis",
   * "supply and demand"), each once. A learning path lists them after the subject's title, and
   * relevance and search match against them; absent, topics are extracted from title and description.
   */
  topics: z.array(z.string().min(1)).optional(),
});
export type EducationalSubject = z.infer<typeof EducationalSubjectSchema>;

/** A category of the directory, its subjects keyed by subject key. */
export const SubjectCategorySchema = z.object({
  description: z.string(),
  subjects: z.record(z.string(), EducationalSubjectSchema),
});
export type SubjectCategory = z.infer<typeof SubjectCategorySchema>;

/** The whole directory, keyed by category name (001 §3). */
export const EducationalSubjectsSchema = z.record(z.string(), SubjectCategorySchema);
export type EducationalSubjects = z.infer<typeof EducationalSubjectsSchema>;

/** GET /api/educational-subjects/all (001 §7). */
export const EducationalSubjectsResponseSchema = z.object({
  success: z.literal(true),
  data: EducationalSubjectsSchema,
  totalCategories: CountSchema,
  totalSubjects: CountSchema,
});
export type EducationalSubjectsResponse = z.infer<typeof EducationalSubjectsResponseSchema>;
