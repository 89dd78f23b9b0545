import { describe, expect, it } from 'vitest';
import { describeFile } from './describe-file';

const ENGLISH =
  'The committee met on Monday to review the library budget for next year. The budget grows by four percent to cover longer opening hours.';

describe('describeFile', () => {
  it('says an image’s text was read by OCR, or honestly that OCR found none', () => {
    const ocr = { pagesRead: 1, pagesWithText: 1, pagesLeft: 0 };
    expect(describeFile('png', { text: 'Exit on the left.', width: 64, height: 32, ocr })).toBe(
      'PNG image, 64 × 32 pixels. Its text (4 words) was read by OCR.',
    );
    const none = { ...ocr, pagesWithText: 0 };
    expect(describeFile('jpeg', { text: '', width: 64, height: 32, ocr: none })).toBe(
      'JPEG image, 64 × 32 pixels. OCR found no text in it.',
    );
  });

  it('says which scanned pages OCR read and which it left, never that a read scan could not be read', () => {
    const read = describeFile('pdf', {
      text: ENGLISH,
      pages: 14,
      pagesRead: 14,
      ocr: { pagesRead: 10, pagesWithText: 10, pagesLeft: 2 },
    });
    expect(read).toContain('10 pages without a text layer (scanned) were read by OCR.');
    expect(read).toContain('2 more scanned pages could not be read');
    expect(read).not.toContain('no text layer');
    const partly = describeFile('pdf', {
      text: ENGLISH,
      pages: 3,
      pagesRead: 3,
      ocr: { pagesRead: 3, pagesWithText: 2, pagesLeft: 0 },
    });
    expect(partly).toContain(
      '3 pages without a text layer (scanned) were read by OCR, which found text on 2.',
    );
    const blank = describeFile('pdf', {
      text: '',
      pages: 1,
      pagesRead: 1,
      ocr: { pagesRead: 1, pagesWithText: 0, pagesLeft: 0 },
    });
    expect(blank).toContain('read by OCR, which found no text');
  });

  it('names the language when there are words enough to tell', () => {
    expect(describeFile('doc', { text: ENGLISH })).toBe(
      'Word 97–2003 document, 24 words. Written in English.',
    );
    expect(describeFile('docx', { text: 'Minutes.' })).toBe('Word document, 1 word.');
  });
});
