import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { pdfWithPages, scannedPdf } from '../../apps/server/test/files/file-fixtures';
import { createSeededRandom } from '../lib/seeded-random';

/*
 * The documents the file figures read, made here so every run reads the same kind of file: text
 * of report-like sentences from a seeded random source, and the test suite's own scan.
 */

const SUBJECTS = ['The survey', 'The audit', 'The committee', 'The field team', 'The council'];
const VERBS = ['found', 'reported', 'counted', 'confirmed', 'measured'];
const AMOUNTS = ['three', 'seven', 'twelve', 'forty', 'ninety'];
const THINGS = ['new wells', 'damaged bridges', 'open clinics', 'bus routes', 'river gauges'];
const PLACES = ['north of the river', 'in the old town', 'along the coast', 'near the airport'];

/** Lines of text a letter-size page holds at 10 points, as pdfWithPages draws them. */
const LINES_PER_PAGE = 38;

function reportLines(pageCount: number, seed: number): string[][] {
  const random = createSeededRandom(seed);
  return Array.from({ length: pageCount }, (_, page) =>
    Array.from(
      { length: LINES_PER_PAGE },
      (_, line) =>
        `${page + 1}.${line + 1} ${random.pick(SUBJECTS)} ${random.pick(VERBS)} ${random.pick(AMOUNTS)} ${random.pick(THINGS)} ${random.pick(PLACES)}.`,
    ),
  );
}

/** A 20-page report with a text layer: about 38 sentences a page. */
export function textReport(): Promise<Uint8Array> {
  return pdfWithPages(reportLines(20, 20));
}

/** One scanned page (a picture of 12 lines of text, no text layer): what OCR reads. */
export function scannedPage(): Promise<Uint8Array> {
  return scannedPdf(reportLines(1, 1)[0]!.slice(0, 12));
}

/**
 * A PDF of `megabytes` (within a few kilobytes): 3 pages of text, the rest an attached file of
 * random bytes, which nothing compresses and the reader skips, so the figure is mostly transfer.
 */
export async function largeReport(megabytes: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(await pdfWithPages(reportLines(3, 3)));
  const bulk = Math.round(megabytes * 1024 * 1024) - (await pdf.save()).length - 2_048;
  await pdf.attach(randomBytes(bulk), 'measurements.bin', { mimeType: 'application/octet-stream' });
  return pdf.save({ useObjectStreams: false });
}
