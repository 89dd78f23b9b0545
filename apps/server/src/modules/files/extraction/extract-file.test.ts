import { describe, expect, it } from 'vitest';
import { docxWithParagraphs, gif, pdfWithPages, png } from '../../../../test/files/file-fixtures';
import { extractFile, MAX_PDF_PAGES } from './extract-file';

describe('extractFile', () => {
  it('reads a PDF’s text page by page', async () => {
    const pdf = await pdfWithPages([
      ['Chapter one opens the report.', 'It has two lines.'],
      ['Chapter two closes it.'],
    ]);
    const file = await extractFile('pdf', pdf);
    expect(file).toMatchObject({ pages: 2, pagesRead: 2 });
    expect(file.text).toContain('Chapter one opens the report.');
    expect(file.text).toContain('It has two lines.');
    expect(file.text.indexOf('Chapter two')).toBeGreaterThan(file.text.indexOf('Chapter one'));
  });

  it('reads the first pages of a very long PDF only', async () => {
    const pages = Array.from({ length: MAX_PDF_PAGES + 5 }, (_, index) => [`Page ${index + 1}.`]);
    const file = await extractFile('pdf', await pdfWithPages(pages));
    expect(file).toMatchObject({ pages: MAX_PDF_PAGES + 5, pagesRead: MAX_PDF_PAGES });
    expect(file.text).toContain(`Page ${MAX_PDF_PAGES}.`);
    expect(file.text).not.toContain(`Page ${MAX_PDF_PAGES + 1}.`);
  }, 60_000);

  it('reads a Word document’s paragraphs', async () => {
    const docx = await docxWithParagraphs(['Minutes of the meeting.', 'The budget was approved.']);
    expect((await extractFile('docx', docx)).text).toBe(
      'Minutes of the meeting.\n\nThe budget was approved.',
    );
  });

  it('measures an image, and refuses one that declares a huge canvas', async () => {
    expect(await extractFile('png', png(320, 200))).toEqual({ text: '', width: 320, height: 200 });
    expect(await extractFile('gif', gif(16, 9))).toEqual({ text: '', width: 16, height: 9 });
    await expect(extractFile('png', png(20_000, 20_000, { rows: 1 }))).rejects.toThrow(
      /50 megapixels/,
    );
  });

  it('says a damaged file is damaged', async () => {
    const pdf = await pdfWithPages([['Whole.']]);
    await expect(extractFile('pdf', pdf.slice(0, 200))).rejects.toThrow(/damaged/);
    const docx = await docxWithParagraphs(['Whole.']);
    await expect(extractFile('docx', docx.slice(0, 300))).rejects.toThrow(/damaged/);
  });
});
