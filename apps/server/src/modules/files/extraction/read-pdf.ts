import { getDocumentProxy, getResolvedPDFJS, renderPageAsImage } from 'unpdf';
import {
  type ExtractedFile,
  MAX_IMAGE_PIXELS,
  MAX_OCR_PAGES,
  MAX_PDF_PAGES,
  UnreadableFileError,
} from './extracted-file';
import type { OcrReader } from './ocr-reader';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/** A page with less text than this (a stamped page number) and a picture is read as a scan. */
const MIN_TEXT_LAYER_CHARS = 16;
/** A scanned page is drawn at most this many pixels on its long side for OCR (~210 dpi on A4). */
const OCR_RENDER_LONG_SIDE_PX = 2_400;
/** Nor enlarged more than this: a tiny page is not worth a poster-sized picture. */
const MAX_OCR_RENDER_SCALE = 4;

async function textLayerOf(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str + (item.hasEOL ? '\n' : '');
  }
  return text.trim();
}

async function hasPicture(page: PdfPage): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const pictures = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
  ]);
  const operators = await page.getOperatorList();
  return operators.fnArray.some((operator) => pictures.has(operator));
}

// What the page shows, drawn as a picture: the scan's image(s), cropped, rotated and scaled as
// the page places them, with a bounded size whatever the page declares.
async function pagePicture(document: PdfDocument, page: PdfPage): Promise<Uint8Array> {
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(MAX_OCR_RENDER_SCALE, OCR_RENDER_LONG_SIDE_PX / Math.max(width, height));
  const png = await renderPageAsImage(document, page.pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale,
  });
  return new Uint8Array(png);
}

/**
 * A PDF's text page by page (the first MAX_PDF_PAGES); pages without a text layer that show a
 * picture (scans) are read by OCR, the first MAX_OCR_PAGES of them and while the deadline allows.
 */
export async function readPdf(
  bytes: Uint8Array,
  ocr: OcrReader,
  ocrDeadline: number,
): Promise<ExtractedFile> {
  const document = await getDocumentProxy(bytes, {
    isEvalSupported: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    // Node 20 lacks an ArrayBuffer method pdf.js compiles fonts with: those warnings are noise
    // here, where only text (never drawn) and pictures matter.
    verbosity: 0,
  }).catch((error: unknown) => {
    throw new UnreadableFileError('The PDF could not be opened: it may be damaged.', {
      cause: error,
    });
  });
  try {
    const pagesRead = Math.min(document.numPages, MAX_PDF_PAGES);
    const pages: string[] = [];
    let scansRead = 0;
    let scansWithText = 0;
    let scansLeft = 0;
    for (let number = 1; number <= pagesRead; number += 1) {
      const page = await document.getPage(number);
      let text = await textLayerOf(page);
      if (text.replace(/\s/g, '').length < MIN_TEXT_LAYER_CHARS && (await hasPicture(page))) {
        if (scansRead < MAX_OCR_PAGES && Date.now() < ocrDeadline) {
          scansRead += 1;
          const read = await ocr.read(await pagePicture(document, page));
          if (read) scansWithText += 1;
          if (read.length > text.length) text = read;
        } else {
          scansLeft += 1;
        }
      }
      pages.push(text);
      page.cleanup();
    }
    return {
      text: pages.filter(Boolean).join('\n\n'),
      pages: document.numPages,
      pagesRead,
      ...(scansRead + scansLeft > 0
        ? { ocr: { pagesRead: scansRead, pagesWithText: scansWithText, pagesLeft: scansLeft } }
        : {}),
    };
  } finally {
    await document.destroy();
  }
}
