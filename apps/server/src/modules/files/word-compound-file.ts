/** Bytes a compound file (OLE2, the container of .doc, .xls, .ppt, .msi) starts with. */
const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A compound file's directory entries are 128 bytes each, in sectors aligned on 128 bytes. */
const DIRECTORY_ENTRY_BYTES = 128;
/** The stream every Word 97–2003 document holds its text in ([MS-DOC] 2.1.1). */
const WORD_STREAM_NAME = 'WordDocument';
const STREAM_ENTRY_TYPE = 2;

function isWordStreamEntry(bytes: Uint8Array, view: DataView, offset: number): boolean {
  // The entry's name length counts the terminating NUL, in UTF-16 bytes.
  if (view.getUint16(offset + 64, true) !== (WORD_STREAM_NAME.length + 1) * 2) return false;
  if (bytes[offset + 66] !== STREAM_ENTRY_TYPE) return false;
  for (let index = 0; index < WORD_STREAM_NAME.length; index += 1) {
    if (view.getUint16(offset + index * 2, true) !== WORD_STREAM_NAME.charCodeAt(index)) {
      return false;
    }
  }
  return true;
}

/**
 * Whether a compound file is a Word document: it has a `WordDocument` stream. Every 128-byte
 * boundary past the header is looked at instead of following the file's sector chains, so a
 * hostile file cannot make this loop or read past its end; the reader, in its own process, checks
 * the stream itself.
 */
export function isWordCompoundFile(bytes: Uint8Array): boolean {
  if (!COMPOUND_FILE_SIGNATURE.every((byte, index) => bytes[index] === byte)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The header takes the first 512 bytes (whatever the sector size, sectors start after it).
  for (let offset = 512; offset + DIRECTORY_ENTRY_BYTES <= bytes.length; offset += 128) {
    if (isWordStreamEntry(bytes, view, offset)) return true;
  }
  return false;
}
