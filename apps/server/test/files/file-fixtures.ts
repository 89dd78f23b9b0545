import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { textImage } from './text-image';

export { textImage, writeTextImagePng } from './text-image';
export { compoundFile, word97Document } from './word-97-document';

/*
 * Files the tests make themselves, with known content: nothing binary is committed, and what a
 * test expects to read back is written here beside how it was put in.
 */

/** A PDF with one page per entry, each page's sentences drawn as lines of text. */
export async function pdfWithPages(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 40, y: 740 - index * 18, size: 10, font });
    });
  }
  return pdf.save();
}

/** A PDF of pages with no text layer at all, as a scanner makes them (here: drawn shapes). */
export async function pdfWithoutText(pageCount: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pageCount; index += 1) {
    pdf.addPage([612, 792]).drawRectangle({ x: 50, y: 50, width: 200, height: 100 });
  }
  return pdf.save();
}

/**
 * A scanned page: a letter-size PDF page holding only a picture of the lines (at about 200 dpi,
 * as a scanner makes it), no text layer.
 */
export async function scannedPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const picture = await pdf.embedPng(textImage(lines, { fontPx: 36, width: 1_500 }));
  const page = pdf.addPage([612, 792]);
  const width = 540;
  const height = (picture.height / picture.width) * width;
  page.drawImage(picture, { x: 36, y: 756 - height, width, height });
  return pdf.save();
}

/** A Word (.docx) document with one paragraph per entry. */
export async function docxWithParagraphs(paragraphs: string[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A grey PNG of the given size (8-bit greyscale), or one that declares a size it does not hold. */
export function png(width: number, height: number, options: { rows?: number } = {}): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = options.rows ?? height;
  const raw = Buffer.alloc(rows * (width + 1), 0x80);
  for (let row = 0; row < rows; row += 1) raw[row * (width + 1)] = 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(raw)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A GIF of the given declared size whose one frame is a single pixel (on a black-and-white palette). */
export function gif(width: number, height: number): Uint8Array {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from('GIF89a', 'latin1'),
      screen,
      Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
      Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
    ]),
  );
}

/** A Windows executable's opening bytes: what an .exe renamed report.pdf starts with. */
export function windowsExecutable(): Uint8Array {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(128, 0x3c);
  bytes.write('PE\0\0', 128, 'latin1');
  return new Uint8Array(bytes);
}

/** A ZIP archive of deflated entries, written by hand so a test controls every byte. */
export function zipArchive(entries: { name: string; content: Buffer }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = deflateRawSync(entry.content, { level: 9 });
    const sizes = { crc: crc32(entry.content), packed: data.length, size: entry.content.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(sizes.crc, 14);
    local.writeUInt32LE(sizes.packed, 18);
    local.writeUInt32LE(sizes.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(sizes.crc, 16);
    central.writeUInt32LE(sizes.packed, 20);
    central.writeUInt32LE(sizes.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

/**
 * A decompression bomb dressed as a Word document: a small file whose document part inflates to
 * `inflatedMb` megabytes of paragraphs.
 */
export function docxBomb(inflatedMb: number): Uint8Array {
  const paragraph = '<w:p><w:r><w:t>boom</w:t></w:r></w:p>';
  const body = Buffer.from(
    paragraph.repeat(Math.ceil((inflatedMb * 1024 * 1024) / paragraph.length)),
  );
  const document = Buffer.concat([
    Buffer.from(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
    ),
    body,
    Buffer.from('</w:body></w:document>'),
  ]);
  return zipArchive([
    { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) },
    { name: 'word/document.xml', content: document },
  ]);
}
