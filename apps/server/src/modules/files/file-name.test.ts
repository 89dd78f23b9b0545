import { FILES } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { displayFileName, nameFromMultipart } from './file-name';

describe('displayFileName', () => {
  it('keeps the last path segment without control or direction characters', () => {
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('C:\\Users\\ann\\report.pdf')).toBe('report.pdf');
    expect(displayFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(displayFileName('line\nbreak.pdf')).toBe('linebreak.pdf');
  });

  it('cuts a long name and names a nameless file', () => {
    expect([...displayFileName('a'.repeat(500))]).toHaveLength(FILES.maxFileNameChars);
    expect(displayFileName(undefined)).toBe('file');
    expect(displayFileName('   ')).toBe('file');
  });

  it('leaves markup as text for the page to escape', () => {
    expect(displayFileName('<img src=x onerror=alert(1)>.pdf')).toBe(
      '<img src=x onerror=alert(1)>.pdf',
    );
  });
});

describe('nameFromMultipart', () => {
  it("undoes the browser's escapes of quotes and line breaks in a form's file name", () => {
    expect(nameFromMultipart('say %22hi%22.pdf')).toBe('say "hi".pdf');
    expect(nameFromMultipart('two%0D%0Alines.pdf')).toBe('two\r\nlines.pdf');
    expect(nameFromMultipart('100% sure.pdf')).toBe('100% sure.pdf');
    expect(nameFromMultipart(undefined)).toBeUndefined();
  });
});
