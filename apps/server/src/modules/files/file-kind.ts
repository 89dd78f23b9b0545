import { fileTypeFromBuffer } from 'file-type';

/** The kinds of file Polymath reads, decided by their bytes (000 §5). */
export const FILE_KINDS = {
  pdf: { label: 'PDF document', mime: 'application/pdf' },
  docx: {
    label: 'Word document',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
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
  return type ? BY_EXTENSION[type.ext] : undefined;
}

export function isImageKind(kind: FileKind): kind is 'png' | 'jpeg' | 'gif' {
  return kind === 'png' || kind === 'jpeg' || kind === 'gif';
}
