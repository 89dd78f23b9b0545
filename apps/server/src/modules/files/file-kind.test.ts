import { describe, expect, it } from 'vitest';
import {
  compoundFile,
  docxWithParagraphs,
  gif,
  pdfWithPages,
  png,
  windowsExecutable,
  word97Document,
  zipArchive,
} from '../../../test/files/file-fixtures';
import { detectFileKind } from './file-kind';

describe('detectFileKind', () => {
  it('knows each supported kind by its bytes', async () => {
    expect(await detectFileKind(await pdfWithPages([['One line.']]))).toBe('pdf');
    expect(await detectFileKind(await docxWithParagraphs(['One paragraph.']))).toBe('docx');
    expect(await detectFileKind(word97Document(['One paragraph.']))).toBe('doc');
    expect(await detectFileKind(png(4, 4))).toBe('png');
    expect(await detectFileKind(gif(1, 1))).toBe('gif');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    expect(await detectFileKind(jpeg)).toBe('jpeg');
  });

  it('reads nothing else, whatever it is called', async () => {
    expect(await detectFileKind(windowsExecutable())).toBeUndefined();
    expect(await detectFileKind(new TextEncoder().encode('plain text, not a PDF'))).toBeUndefined();
    const zip = zipArchive([{ name: 'notes.txt', content: Buffer.from('a zip, not Word') }]);
    expect(await detectFileKind(zip)).toBeUndefined();
    expect(await detectFileKind(new Uint8Array())).toBeUndefined();
  });

  it('takes a compound file for a Word document only when it holds Word’s text stream', async () => {
    const workbook = compoundFile([{ name: 'Workbook', content: Buffer.alloc(5_000, 1) }]);
    expect(await detectFileKind(workbook)).toBeUndefined();
    // The name alone, in a stream's content rather than the directory, is not enough.
    const named = Buffer.alloc(4_096);
    named.write('WordDocument', 1_024, 'utf16le');
    const disguised = compoundFile([{ name: 'Contents', content: named }]);
    expect(await detectFileKind(disguised)).toBeUndefined();
  });
});
