/** The note that ends an output cut at its limit. */
export const OUTPUT_CUT_NOTE = '\n[Output cut: the program wrote more than the limit.]';

/**
 * Gathers a run's stdout and stderr in the order they are written, keeping the first `maxBytes`
 * bytes (UTF-8); what comes after is dropped and the text ends with OUTPUT_CUT_NOTE.
 */
export function createOutputBuffer(maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  let isCut = false;
  return {
    write(piece: string | Uint8Array): void {
      if (isCut) return;
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece);
      if (size + bytes.length > maxBytes) {
        chunks.push(bytes.subarray(0, maxBytes - size));
        size = maxBytes;
        isCut = true;
        return;
      }
      chunks.push(bytes);
      size += bytes.length;
    },
    get isCut(): boolean {
      return isCut;
    },
    /** The output so far (a character cut in half at the limit is dropped). */
    text(): string {
      const text = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
      return isCut ? text + OUTPUT_CUT_NOTE : text;
    },
  };
}
