import { FILES } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { displayFileName } from './file-name';

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
