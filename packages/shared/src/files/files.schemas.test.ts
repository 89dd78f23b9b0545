import { describe, expect, it } from 'vitest';
import { AnalyzeDocumentRequestSchema, FileAnalysisResponseSchema } from './files.schemas';

describe('files schemas', () => {
  it('accepts a shared document link with a question', () => {
    const request = {
      documentUrl: 'https://docs.google.com/document/d/abc/edit',
      query: 'Summary?',
    };
    expect(AnalyzeDocumentRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses an empty link or one that is not http(s)', () => {
    expect(AnalyzeDocumentRequestSchema.safeParse({ documentUrl: '' }).success).toBe(false);
    expect(
      AnalyzeDocumentRequestSchema.safeParse({ documentUrl: 'file:///etc/passwd' }).success,
    ).toBe(false);
  });

  it('requires every part of the analysis', () => {
    const analysis = { summary: 's', keyPoints: [], extractedText: 't', analysis: 'a' };
    expect(FileAnalysisResponseSchema.safeParse({ analysis }).success).toBe(true);
    const { summary: _summary, ...partial } = analysis;
    expect(FileAnalysisResponseSchema.safeParse({ analysis: partial }).success).toBe(false);
  });
});
