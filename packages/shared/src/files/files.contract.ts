import { FILES } from '../constants';
import { defineContract } from '../http/contract';
import {
  AnalyzeDocumentRequestSchema,
  FileAnalysisResponseSchema,
  UploadQuerySchema,
} from './files.schemas';

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

/**
 * The file analysis failure of the spec (000 §8): the causes it lists and the formats that are read.
 * The server's own reason is shown beneath it.
 */
export const FILE_ANALYSIS_FAILURE_MESSAGE =
  "Sorry, I couldn't analyze this file. It may be corrupted or in an unsupported format, the " +
  `connection may have failed, or it may be too large (max ${FILES.maxBytes / 1024 / 1024}MB). ` +
  `Supported formats: ${FILES.supportedFormats}.`;

/** The shared-document error of the spec (000 §8), word for word. */
export const SHARED_DOCUMENT_ERROR_MESSAGE =
  'Sorry, I encountered an error analyzing the Google Doc. Please ensure the document is publicly accessible or properly shared.';

/**
 * POST /api/analyze-google-doc (000 §7): a shared Google Docs, Sheets or Slides link, or another
 * public web page, read as text and analysed like an uploaded file.
 */
export const analyzeSharedDocumentContract = defineContract({
  method: 'POST',
  path: '/api/analyze-google-doc',
  summary: 'Reads a shared Google document or a public page and analyses it',
  body: AnalyzeDocumentRequestSchema,
  response: FileAnalysisResponseSchema,
});
