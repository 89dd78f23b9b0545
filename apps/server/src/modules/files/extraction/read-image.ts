import { imageSize } from 'image-size';
import {
  type ExtractedFile,
  MAX_IMAGE_PIXELS,
  MAX_OCR_PIXELS,
  UnreadableFileError,
} from './extracted-file';
import type { OcrReader } from './ocr-reader';

// OCR's time and memory grow with the pixels: a larger picture is read at MAX_OCR_PIXELS.
async function scaledForOcr(bytes: Uint8Array, width: number, height: number) {
  const pixels = width * height;
  if (pixels <= MAX_OCR_PIXELS) return bytes;
  const scale = Math.sqrt(MAX_OCR_PIXELS / pixels);
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(Math.floor(width * scale), Math.floor(height * scale));
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** An image's size, and its text read by OCR. */
export async function readImage(bytes: Uint8Array, ocr: OcrReader): Promise<ExtractedFile> {
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
  let text: string;
  try {
    text = await ocr.read(await scaledForOcr(bytes, size.width, size.height));
  } catch (error) {
    // The header was fine but the pixels are not (a cut file, a broken stream).
    throw new UnreadableFileError('The image could not be read: it may be damaged.', {
      cause: error,
    });
  }
  return {
    text,
    width: size.width,
    height: size.height,
    ocr: { pagesRead: 1, pagesWithText: text ? 1 : 0, pagesLeft: 0 },
  };
}
