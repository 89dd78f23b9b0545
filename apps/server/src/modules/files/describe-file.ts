import { FILES } from '@polymath/shared';
import { wordsOf } from '../../text/words';
import type { ExtractedFile } from './extraction/extract-file';
import { FILE_KINDS, type FileKind, isImageKind } from './file-kind';

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * What the file is, in a sentence or two: its type, its pages and words, an image's size; and
 * what could not be read (a scan's text needs OCR, pages past the limit, text cut for length).
 */
export function describeFile(kind: FileKind, file: ExtractedFile): string {
  const parts: string[] = [];
  const words = wordsOf(file.text).length;
  if (isImageKind(kind)) {
    parts.push(`${FILE_KINDS[kind].label}, ${file.width ?? 0} × ${file.height ?? 0} pixels.`);
  } else {
    const pages = file.pages === undefined ? '' : `${plural(file.pages, 'page')}, `;
    parts.push(`${FILE_KINDS[kind].label}, ${pages}${plural(words, 'word')}.`);
  }
  if (file.pages !== undefined && file.pagesRead !== undefined && file.pagesRead < file.pages) {
    parts.push(`The first ${plural(file.pagesRead, 'page')} were read.`);
  }
  if (kind === 'pdf' && words === 0) {
    parts.push('It has no text layer (a scanned document?): its pages could not be read as text.');
  }
  if (file.text.length > FILES.extractedTextChars) {
    parts.push(
      `The extracted text below is cut at ${FILES.extractedTextChars.toLocaleString('en-US')} characters.`,
    );
  }
  return parts.join(' ');
}

/** What a shared document or page is: "Google Docs document, 420 words." */
export function describeSharedDocument(label: string, text: string): string {
  return `${label}, ${plural(wordsOf(text).length, 'word')}.`;
}
