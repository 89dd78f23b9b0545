import { defineContract } from '../http/contract';
import { FileAnalysisResponseSchema, UploadQuerySchema } from './files.schemas';

/**
 * POST /api/upload (000 §7): one file as the multipart part `file` (at most FILES.maxBytes; its type
 * read from its bytes), with an optional question in the query; answers the file's analysis.
 */
export const uploadFileContract = defineContract({
  method: 'POST',
  path: '/api/upload',
  summary: 'Reads an uploaded PDF, Word file or image and analyses it',
  query: UploadQuerySchema,
  response: FileAnalysisResponseSchema,
});
