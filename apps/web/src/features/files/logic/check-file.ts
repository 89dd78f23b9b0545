import { FILES } from '@polymath/shared';

/** What the file pickers offer: the formats the server reads (000 §5). */
export const ACCEPTED_FILE_TYPES = [
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.pdf',
  '.doc',
  '.docx',
  ...FILES.acceptedMimeTypes,
].join(',');

/** The PDF picker's filter. */
export const ACCEPTED_PDF_TYPES = '.pdf,application/pdf';

const EXTENSION = /\.(jpe?g|png|gif|pdf|docx?)$/i;
const MEGABYTE = 1024 * 1024;

/** "2.4 MB", "830 KB", "12 bytes": a file's size as the attachment chip shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEGABYTE) return `${(bytes / MEGABYTE).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/**
 * What is wrong with a file before it is sent, or null: too large, empty, or not a format the
 * server reads by its name or type. Only a first check, to spare a useless upload: the server
 * decides by the file's bytes.
 */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const name = file.name || 'This file';
  if (file.size > FILES.maxBytes) {
    return `${name} is larger than ${FILES.maxBytes / MEGABYTE} MB, the most that can be analysed.`;
  }
  if (file.size === 0) return `${name} is empty.`;
  const isKnownType = (FILES.acceptedMimeTypes as readonly string[]).includes(file.type);
  if (!isKnownType && !EXTENSION.test(file.name)) {
    return `${name} cannot be analysed. Supported formats: ${FILES.supportedFormats}.`;
  }
  return null;
}
