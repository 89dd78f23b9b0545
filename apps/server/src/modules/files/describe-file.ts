import { FILES } from '@polymath/shared';
import { languageOf } from '../../text/language';
import { wordsOf } from '../../text/words';
import type { ExtractedFile, OcrReport } from './extraction/extract-file';
import { FILE_KINDS, type FileKind, isImageKind } from './file-kind';

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

/** What OCR did for an image: what it read, or honestly that it found nothing. */
function describeImageOcr(ocr: OcrReport, words: number): string {
  return ocr.pagesWithText > 0
    ? `Its text (${plural(words, 'word')}) was read by OCR.`
    : 'OCR found no text in it.';
}

/** What OCR did for a PDF's scanned pages: how many it read, found text in, and left. */
function describeScanOcr(ocr: OcrReport): string[] {
  const parts: string[] = [];
  if (ocr.pagesRead > 0) {
    const read = `${plural(ocr.pagesRead, 'page')} without a text layer (scanned) ${ocr.pagesRead === 1 ? 'was' : 'were'} read by OCR`;
    if (ocr.pagesWithText === ocr.pagesRead) parts.push(`${read}.`);
    else if (ocr.pagesWithText === 0) parts.push(`${read}, which found no text.`);
    else parts.push(`${read}, which found text on ${ocr.pagesWithText}.`);
  }
  if (ocr.pagesLeft > 0) {
    parts.push(
      `${plural(ocr.pagesLeft, 'more scanned page')} could not be read: OCR reads a limited number of pages per file.`,
    );
  }
  return parts;
}

/**
 * What the file is, in a sentence or two: its type, its pages and words, an image's size, the
 * language; what OCR read; and what could not be read (pages past the limit, text cut for length).
 */
export function describeFile(kind: FileKind, file: ExtractedFile): string {
  const parts: string[] = [];
  const words = wordsOf(file.text).length;
  if (isImageKind(kind)) {
    parts.push(`${FILE_KINDS[kind].label}, ${file.width ?? 0} × ${file.height ?? 0} pixels.`);
    if (file.ocr) parts.push(describeImageOcr(file.ocr, words));
  } else {
    const pages = file.pages === undefined ? '' : `${plural(file.pages, 'page')}, `;
    parts.push(`${FILE_KINDS[kind].label}, ${pages}${plural(words, 'word')}.`);
  }
  const language = languageOf(file.text);
  if (language) parts.push(`Written in ${language}.`);
  if (file.pages !== undefined && file.pagesRead !== undefined && file.pagesRead < file.pages) {
    parts.push(`The first ${plural(file.pagesRead, 'page')} were read.`);
  }
  if (kind === 'pdf' && file.ocr) parts.push(...describeScanOcr(file.ocr));
  if (kind === 'pdf' && words === 0 && !file.ocr) {
    parts.push(
      'Its pages have neither a text layer nor a scanned image: there is no text to read.',
    );
  }
  if (file.text.length > FILES.extractedTextChars) {
    parts.push(
      `The extracted text below is cut at ${FILES.extractedTextChars.toLocaleString('en-US')} characters.`,
    );
  }
  return parts.join(' ');
}

/** What a shared document or page is: "Google Docs document, 420 words, in English." */
export function describeSharedDocument(label: string, text: string): string {
  const language = languageOf(text);
  return `${label}, ${plural(wordsOf(text).length, 'word')}.${language ? ` Written in ${language}.` : ''}`;
}
