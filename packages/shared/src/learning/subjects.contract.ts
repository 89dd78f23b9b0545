import { defineContract } from '../http/contract';
import { EducationalSubjectsResponseSchema } from './subjects.schemas';

/**
 * GET /api/educational-subjects/all (001 §7): the whole Educational Subjects Directory with its
 * category and subject counts. Public: the directory is the same for every caller.
 */
export const educationalSubjectsContract = defineContract({
  method: 'GET',
  path: '/api/educational-subjects/all',
  summary: 'The Educational Subjects Directory, keyed by category, with its counts',
  response: EducationalSubjectsResponseSchema,
});
