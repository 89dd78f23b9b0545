import { FILES } from '@polymath/shared';

/**
 * A client's file name as display text only: the last path segment, control characters and
 * bidirectional overrides removed, at most FILES.maxFileNameChars. It never becomes a path (the
 * file is stored under an id) and the web app renders it as text, never as HTML.
 */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const cut = [...clean].slice(0, FILES.maxFileNameChars).join('');
  return cut || 'file';
}

/**
 * The file name a browser put in a multipart part: the HTML standard has FormData escape `"`, CR
 * and LF in it as %22, %0D and %0A, which busboy leaves as they came. (A name that had those
 * three sequences in it literally cannot be told apart; it reads as the browser would show it.)
 */
export function nameFromMultipart(filename: string | undefined): string | undefined {
  return filename?.replace(/%22|%0D|%0A/gi, (escape) =>
    escape === '%22' ? '"' : escape.toUpperCase() === '%0D' ? '\r' : '\n',
  );
}
