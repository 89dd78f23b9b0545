/** What OCR did for a file: the images or scanned pages it read, and those it left. */
export interface OcrReport {
  /** Images or scanned pages OCR was run on (whether or not it found text in them). */
  pagesRead: number;
  /** Of those, the ones it found text in. */
  pagesWithText: number;
  /** Scanned pages left unread: past MAX_OCR_PAGES, or once the OCR time was spent. */
  pagesLeft: number;
}

/** What reading a file gave: its text, and what it is made of. */
export interface ExtractedFile {
  text: string;
  /** A PDF's pages, and how many of them were read (the first MAX_PDF_PAGES). */
  pages?: number;
  pagesRead?: number;
  /** An image's size in pixels. */
  width?: number;
  height?: number;
  /** Present when the file (an image) or some of its pages (a scan) needed OCR. */
  ocr?: OcrReport;
}

/** How long the reader may spend on OCR, from the moment it got the file. */
export interface ExtractionOptions {
  ocrBudgetMs: number;
}

/** Pages of a PDF read at most: a 10 MB file can declare tens of thousands of empty pages. */
export const MAX_PDF_PAGES = 300;
/** Scanned pages of a PDF read by OCR at most: each takes a second or more. */
export const MAX_OCR_PAGES = 10;
/** Pixels of an image accepted at most: a small file can declare a huge canvas. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Pixels OCR is run on at most: a larger image is scaled down first (a 12 MP photo is not). */
export const MAX_OCR_PIXELS = 16_000_000;

/** Thrown for a file whose content cannot be read; the message is for the user. */
export class UnreadableFileError extends Error {}
