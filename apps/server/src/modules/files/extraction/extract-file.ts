import type { FileKind } from '../file-kind';
import type { ExtractedFile, ExtractionOptions } from './extracted-file';
import { createOcrReader } from './ocr-reader';
import { readImage } from './read-image';
import { readPdf } from './read-pdf';
import { readDoc, readDocx } from './read-word';

export {
  type ExtractedFile,
  type ExtractionOptions,
  MAX_IMAGE_PIXELS,
  MAX_OCR_PAGES,
  MAX_OCR_PIXELS,
  MAX_PDF_PAGES,
  type OcrReport,
  UnreadableFileError,
} from './extracted-file';

/** Reads a file of a known kind. Run it in a child process (see runExtraction): files can be hostile. */
export async function extractFile(
  kind: FileKind,
  bytes: Uint8Array,
  options: ExtractionOptions,
): Promise<ExtractedFile> {
  const ocr = createOcrReader();
  try {
    switch (kind) {
      case 'pdf':
        return await readPdf(bytes, ocr, Date.now() + options.ocrBudgetMs);
      case 'docx':
        return await readDocx(bytes);
      case 'doc':
        return await readDoc(bytes);
      case 'png':
      case 'jpeg':
      case 'gif':
        return await readImage(bytes, ocr);
    }
  } finally {
    await ocr.close();
  }
}
