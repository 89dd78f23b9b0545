import CFB from 'cfb';

/*
 * Word 97–2003 (.doc) files written byte by byte: no npm library writes the format, so this lays
 * out the smallest document [MS-DOC] describes, a File Information Block (Word 97, nFib 0x00C1)
 * and the text as one 8-bit piece, in a compound file written by SheetJS's cfb.
 * antiword and catdoc read these files as Word documents, as word-extractor does.
 */

/** Where the text starts in the WordDocument stream: past the 900-byte FIB. */
const TEXT_OFFSET = 0x400;
const MIN_STREAM_BYTES = 4096;
/** The FIB's fields used here, by offset ([MS-DOC] 2.5.1 to 2.5.6). */
const FIB = {
  wIdent: 0x00,
  nFib: 0x02,
  lid: 0x06,
  flags: 0x0a,
  nFibBack: 0x0c,
  fcMin: 0x18,
  fcMac: 0x1c,
  csw: 0x20,
  cslw: 0x3e,
  cbMac: 0x40,
  ccpText: 0x4c,
  cbRgFcLcb: 0x98,
  fcClx: 0x1a2,
  lcbClx: 0x1a6,
} as const;
/** fWhichTblStm (the table is in 1Table) and fExtChar (always set). */
const FIB_FLAGS = 0x0200 | 0x1000;
/** A piece's fc with this bit set holds 8-bit (Windows-1252) text at fc / 2. */
const COMPRESSED_PIECE = 0x40000000;

function wordDocumentStream(text: Buffer): Buffer {
  // Word never writes a stream under 4,096 bytes (it would go in the compound file's mini
  // stream), and readers such as antiword refuse one.
  const stream = Buffer.alloc(Math.max(MIN_STREAM_BYTES, TEXT_OFFSET + text.length));
  stream.writeUInt16LE(0xa5ec, FIB.wIdent);
  stream.writeUInt16LE(0x00c1, FIB.nFib);
  stream.writeUInt16LE(0x0409, FIB.lid);
  stream.writeUInt16LE(FIB_FLAGS, FIB.flags);
  stream.writeUInt16LE(0x00bf, FIB.nFibBack);
  stream.writeUInt32LE(TEXT_OFFSET, FIB.fcMin);
  stream.writeUInt32LE(TEXT_OFFSET + text.length, FIB.fcMac);
  stream.writeUInt16LE(14, FIB.csw);
  stream.writeUInt16LE(22, FIB.cslw);
  stream.writeUInt32LE(stream.length, FIB.cbMac);
  stream.writeUInt32LE(text.length, FIB.ccpText);
  stream.writeUInt16LE(0x005d, FIB.cbRgFcLcb);
  stream.writeUInt32LE(0, FIB.fcClx);
  stream.writeUInt32LE(clxBytes(), FIB.lcbClx);
  text.copy(stream, TEXT_OFFSET);
  return stream;
}

/** The Clx: one piece table entry (Pcdt) covering the whole text. */
function clxBytes(): number {
  return 1 + 4 + 2 * 4 + 8;
}

function tableStream(characters: number): Buffer {
  const table = Buffer.alloc(clxBytes());
  table.writeUInt8(0x02, 0);
  table.writeUInt32LE(2 * 4 + 8, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(characters, 9);
  // The piece descriptor: flags (2 bytes), fc (4), prm (2).
  table.writeUInt32LE(((TEXT_OFFSET * 2) | COMPRESSED_PIECE) >>> 0, 13 + 2);
  return table;
}

/** A compound file holding the given streams, as Office writes its 97–2003 formats. */
export function compoundFile(streams: { name: string; content: Buffer }[]): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const stream of streams) CFB.utils.cfb_add(container, `/${stream.name}`, stream.content);
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

/** A Word 97–2003 document whose body is the paragraphs (ASCII), each ended by a paragraph mark. */
export function word97Document(paragraphs: string[]): Uint8Array {
  const text = Buffer.from(paragraphs.map((paragraph) => `${paragraph}\r`).join(''), 'latin1');
  return compoundFile([
    { name: 'WordDocument', content: wordDocumentStream(text) },
    { name: '1Table', content: tableStream(text.length) },
  ]);
}
