import { FetchRefusedError } from './fetch-refused-error';

/** A Content-Type header taken apart: the media type (lower case) and its charset, if any. */
export interface ContentType {
  mediaType: string;
  charset?: string;
}

/** `text/html; charset="ISO-8859-1"` → `{ mediaType: 'text/html', charset: 'iso-8859-1' }`. */
export function parseContentType(header: string | null): ContentType {
  const [mediaType = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(parameter)?.[1])
    .find((value) => value !== undefined);
  return {
    mediaType: mediaType.trim().toLowerCase(),
    ...(charset ? { charset: charset.toLowerCase() } : {}),
  };
}

/**
 * Reads a body to the end, at most `maxBytes` of it: past that the stream is cancelled (which
 * closes the connection) and the fetch refused, so nothing beyond the cap is ever held.
 */
export async function readCappedBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  origin: string,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FetchRefusedError('too-large', `${origin} sent more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text in its declared charset; an unknown charset is read as UTF-8. */
export function decodeText(bytes: Uint8Array, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
