import { describe, expect, it } from 'vitest';
import { FILES } from '@polymath/shared';
import { ACCEPTED_FILE_TYPES, checkFile, formatFileSize } from './check-file';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('checkFile', () => {
  it('passes the formats the server reads, by type or by name', () => {
    expect(checkFile(file('report.pdf', 10, 'application/pdf'))).toBeNull();
    expect(checkFile(file('notes.DOCX', 10))).toBeNull();
    expect(checkFile(file('old.doc', 10))).toBeNull();
    expect(checkFile(file('photo.jpeg', 10))).toBeNull();
    expect(checkFile(file('image', 10, 'image/png'))).toBeNull();
  });

  it('refuses a file past 10 MB, an empty file and other formats, saying why', () => {
    expect(checkFile(file('big.pdf', FILES.maxBytes))).toBeNull();
    expect(checkFile(file('big.pdf', FILES.maxBytes + 1))).toBe(
      'big.pdf is larger than 10 MB, the most that can be analysed.',
    );
    expect(checkFile(file('empty.pdf', 0))).toBe('empty.pdf is empty.');
    expect(checkFile(file('setup.exe', 10, 'application/x-msdownload'))).toBe(
      `setup.exe cannot be analysed. Supported formats: ${FILES.supportedFormats}.`,
    );
  });

  it('offers the same formats in the picker', () => {
    for (const accepted of ['.pdf', '.docx', '.doc', '.png', '.jpg', '.gif', 'application/pdf']) {
      expect(ACCEPTED_FILE_TYPES.split(',')).toContain(accepted);
    }
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(2_500)).toBe('2 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
