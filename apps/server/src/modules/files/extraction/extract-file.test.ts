import { describe, expect, it } from 'vitest';
import {
  docxWithParagraphs,
  gif,
  pdfWithPages,
  png,
  scannedPdf,
  textImage,
  word97Document,
} from '../../../../test/files/file-fixtures';
import { extractFile, MAX_OCR_PIXELS, MAX_PDF_PAGES } from './extract-file';

/** Time enough for OCR on a busy machine: Tesseract takes seconds to start and to read a page. */
const OCR_TEST_MS = 60_000;
const options = { ocrBudgetMs: 30_000 };

const SIGN = ['The library opens at nine.', 'Quiet study is on the second floor.'];

/** The words of OCR's text, to compare what was read with what was drawn. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

describe('extractFile', () => {
  it('reads a PDF’s text page by page', async () => {
    const pdf = await pdfWithPages([
      ['Chapter one opens the report.', 'It has two lines.'],
      ['Chapter two closes it.'],
    ]);
    const file = await extractFile('pdf', pdf, options);
    expect(file).toMatchObject({ pages: 2, pagesRead: 2 });
    expect(file.ocr).toBeUndefined();
    expect(file.text).toContain('Chapter one opens the report.');
    expect(file.text).toContain('It has two lines.');
    expect(file.text.indexOf('Chapter two')).toBeGreaterThan(file.text.indexOf('Chapter one'));
  });

  it('reads the first pages of a very long PDF only', async () => {
    const pages = Array.from({ length: MAX_PDF_PAGES + 5 }, (_, index) => [`Page ${index + 1}.`]);
    const file = await extractFile('pdf', await pdfWithPages(pages), options);
    expect(file).toMatchObject({ pages: MAX_PDF_PAGES + 5, pagesRead: MAX_PDF_PAGES });
    expect(file.text).toContain(`Page ${MAX_PDF_PAGES}.`);
    expect(file.text).not.toContain(`Page ${MAX_PDF_PAGES + 1}.`);
  }, 60_000);

  it('reads a Word document’s paragraphs', async () => {
    const docx = await docxWithParagraphs(['Minutes of the meeting.', 'The budget was approved.']);
    expect((await extractFile('docx', docx, options)).text).toBe(
      'Minutes of the meeting.\n\nThe budget was approved.',
    );
  });

  it('reads a Word 97–2003 document’s paragraphs', async () => {
    const doc = word97Document(['Minutes of the meeting.', 'The budget was approved.']);
    expect((await extractFile('doc', doc, options)).text).toBe(
      'Minutes of the meeting.\nThe budget was approved.',
    );
  });

  it(
    'reads the text in a PNG, a JPEG and a GIF by OCR',
    async () => {
      for (const format of ['png', 'jpeg', 'gif'] as const) {
        const file = await extractFile(format, textImage(SIGN, { format }), options);
        expect(file).toMatchObject({
          width: 720,
          ocr: { pagesRead: 1, pagesWithText: 1, pagesLeft: 0 },
        });
        expect(wordsOf(file.text)).toEqual(wordsOf(SIGN.join(' ')));
      }
    },
    OCR_TEST_MS,
  );

  it(
    'finds no text in a picture without any, even one scaled down for OCR',
    async () => {
      const large = png(4_200, 4_000);
      expect(4_200 * 4_000).toBeGreaterThan(MAX_OCR_PIXELS);
      expect(await extractFile('png', large, options)).toEqual({
        text: '',
        width: 4_200,
        height: 4_000,
        ocr: { pagesRead: 1, pagesWithText: 0, pagesLeft: 0 },
      });
    },
    OCR_TEST_MS,
  );

  it('refuses an image that declares a huge canvas, and measures a GIF', async () => {
    await expect(extractFile('png', png(20_000, 20_000, { rows: 1 }), options)).rejects.toThrow(
      /50 megapixels/,
    );
    expect(await extractFile('gif', gif(16, 9), options)).toMatchObject({ width: 16, height: 9 });
  });

  it(
    'reads a scanned page by OCR',
    async () => {
      const file = await extractFile('pdf', await scannedPdf(SIGN), options);
      expect(file).toMatchObject({
        pages: 1,
        pagesRead: 1,
        ocr: { pagesRead: 1, pagesWithText: 1, pagesLeft: 0 },
      });
      expect(wordsOf(file.text)).toEqual(wordsOf(SIGN.join(' ')));
    },
    OCR_TEST_MS,
  );

  it('leaves scanned pages unread once the OCR time is spent, and says how many', async () => {
    const file = await extractFile('pdf', await scannedPdf(SIGN), { ocrBudgetMs: 0 });
    expect(file).toMatchObject({ text: '', ocr: { pagesRead: 0, pagesWithText: 0, pagesLeft: 1 } });
  });

  it('says a damaged file is damaged', async () => {
    const pdf = await pdfWithPages([['Whole.']]);
    await expect(extractFile('pdf', pdf.slice(0, 200), options)).rejects.toThrow(/damaged/);
    const docx = await docxWithParagraphs(['Whole.']);
    await expect(extractFile('docx', docx.slice(0, 300), options)).rejects.toThrow(/damaged/);
    const doc = word97Document(['Whole.']);
    await expect(extractFile('doc', doc.slice(0, 1_000), options)).rejects.toThrow(/damaged/);
  });
});
