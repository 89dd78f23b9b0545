import { fileTypeFromBuffer } from 'file-type';
import { isWordCompoundFile } from './word-compound-file';

/** The kinds of file Polymath reads, decided by their bytes (000 §5). */
export const FILE_KINDS = {
  pdf: { label: 'PDF document', mime: 'application/pdf' },
  docx: {
    label: 'Word document',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  doc: { label: 'Word 97–2003 document', mime: 'application/msword' },
  png: { label: 'PNG image', mime: 'image/png' },
  jpeg: { label: 'JPEG image', mime: 'image/jpeg' },
  gif: { label: 'GIF image', mime: 'image/gif' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

const BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  png: 'png',
  jpg: 'jpeg',
  gif: 'gif',
};

/**
 * What the file is by its magic bytes, never by its name or the type the client claimed: an
 * executable renamed report.pdf is not a PDF. Undefined for anything Polymath does not read.
 */
export async function detectFileKind(bytes: Uint8Array): Promise<FileKind | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return undefined;
  // Excel, PowerPoint, installers and more are compound files too: only Word's is read.
  if (type.ext === 'cfb') return isWordCompoundFile(bytes) ? 'doc' : undefined;
  return BY_EXTENSION[type.ext];
}

export function isImageKind(kind: FileKind): kind is 'png' | 'jpeg' | 'gif' {
  return kind === 'png' || kind === 'jpeg' || kind === 'gif';
}
