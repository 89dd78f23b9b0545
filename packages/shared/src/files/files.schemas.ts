import { z } from 'zod';
import { IdSchema } from '../common/common.schemas';
import { FILES } from '../constants';

/** What the server extracted from an uploaded file or a shared document (000 §3 fileAnalysis). */
export const FileAnalysisSchema = z.object({
  summary: z.string(),
  keyPoints: z.array(z.string()),
  /** The document's text as read (PDF text layer, Word body, OCR of an image). */
  extractedText: z.string(),
  /**
   * What the file is (type, pages, words, dimensions) and, when a query was given, what the file
   * says about it.
   */
  analysis: z.string(),
});
export type FileAnalysis = z.infer<typeof FileAnalysisSchema>;

/**
 * POST /api/upload query: the optional question about the file (000 §7). The file itself is the
 * multipart part; its size and type are checked against FILES on the server.
 */
export const UploadQuerySchema = z.object({
  query: z.string().max(FILES.maxQueryChars).optional(),
  /** The conversation the file is sent in: its later questions are answered from the file. */
  conversationId: IdSchema.optional(),
  /**
   * `screen`: a frame of the user's shared screen, counted as a screen analysis (premium and
   * admins; 000 §6). Anything else is a file the user chose.
   */
  purpose: z.enum(['file', 'screen']).optional(),
});
export type UploadQuery = z.infer<typeof UploadQuerySchema>;

/** POST /api/analyze-google-doc body: a non-empty http(s) link and an optional question. */
export const AnalyzeDocumentRequestSchema = z.object({
  documentUrl: z
    .url({
      protocol: /^https?$/,
      error: 'Please enter the link of a publicly shared document',
    })
    .max(2_000),
  query: z.string().max(FILES.maxQueryChars).optional(),
  /** The conversation the link is sent in: its later questions are answered from the document. */
  conversationId: IdSchema.optional(),
});
export type AnalyzeDocumentRequest = z.infer<typeof AnalyzeDocumentRequestSchema>;

/** The answer of both file calls: the analysis, with the file's name for uploads. */
export const FileAnalysisResponseSchema = z.object({
  analysis: FileAnalysisSchema,
  fileName: z.string().optional(),
  /** Set when the file's text was kept for the conversation's later questions. */
  documentId: z.string().optional(),
});
export type FileAnalysisResponse = z.infer<typeof FileAnalysisResponseSchema>;
