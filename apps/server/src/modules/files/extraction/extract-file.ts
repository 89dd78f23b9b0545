import { imageSize } from 'image-size';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import type { FileKind } from '../file-kind';

/** What reading a file gave: its text, and what it is made of. */
export interface ExtractedFile {
  text: string;
  /** A PDF's pages, and how many of them were read (the first MAX_PDF_PAGES). */
  pages?: number;
  pagesRead?: number;
  /** An image's size in pixels. */
  width?: number;
  height?: number;
}

/** Pages of a PDF read at most: a 10 MB file can declare tens of thousands of empty pages. */
export const MAX_PDF_PAGES = 300;
/** Pixels of an image accepted at most: a small file can declare a huge canvas. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Thrown for a file whose content cannot be read; the message is for the user. */
export class UnreadableFileError extends Error {}

async function extractPdf(bytes: Uint8Array): Promise<ExtractedFile> {
  const document = await getDocumentProxy(bytes).catch((error: unknown) => {
    throw new UnreadableFileError('The PDF could not be opened: it may be damaged.', {
      cause: error,
    });
  });
  try {
    const pagesRead = Math.min(document.numPages, MAX_PDF_PAGES);
    const pages: string[] = [];
    for (let number = 1; number <= pagesRead; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text.trim());
      page.cleanup();
    }
    return { text: pages.filter(Boolean).join('\n\n'), pages: document.numPages, pagesRead };
  } finally {
    await document.destroy();
  }
}

async function extractDocx(bytes: Uint8Array): Promise<ExtractedFile> {
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return { text: result.value.replace(/\n{3,}/g, '\n\n').trim() };
  } catch (error) {
    throw new UnreadableFileError('The Word document could not be opened: it may be damaged.', {
      cause: error,
    });
  }
}

function extractImage(bytes: Uint8Array): ExtractedFile {
  let size;
  try {
    size = imageSize(bytes);
  } catch (error) {
    throw new UnreadableFileError('The image could not be read: it may be damaged.', {
      cause: error,
    });
  }
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new UnreadableFileError(
      `The image is ${size.width} × ${size.height} pixels: images of up to 50 megapixels are read.`,
    );
  }
  return { text: '', width: size.width, height: size.height };
}

/** Reads a file of a known kind. Run it in a worker (see runExtraction): files can be hostile. */
export async function extractFile(kind: FileKind, bytes: Uint8Array): Promise<ExtractedFile> {
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      return extractDocx(bytes);
    case 'png':
    case 'jpeg':
    case 'gif':
      return extractImage(bytes);
  }
}
