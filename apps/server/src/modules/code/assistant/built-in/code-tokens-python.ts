import type { Scan } from './token-scanner';
import {
  endOfLine,
  endOfNumber,
  endOfQuoted,
  endOfSpace,
  isDigit,
  isSpace,
  pushToken,
} from './token-scanner';

const IDENTIFIER_START = /[\p{L}\p{Nl}_]/u;
const IDENTIFIER_PART = /[\p{L}\p{N}\p{Mn}\p{Mc}_]/u;
// r'', b'', f'', u'' and their pairs (rb, br, fr, rf), in either case.
const STRING_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])?(?='|")/;

/** Splits code[from, to) of Python into tokens. */
export function lexPython(scan: Scan, from: number, to: number): void {
  const { code } = scan;
  let pos = from;
  while (pos < to) {
    const char = code[pos]!;
    const prefix =
      IDENTIFIER_START.test(char) || char === '"' || char === "'"
        ? STRING_PREFIX.exec(code.slice(pos, pos + 3))
        : null;
    let kind: 'identifier' | 'comment' | 'space' | 'other' = 'other';
    let end = pos + 1;
    if (isSpace(char)) {
      kind = 'space';
      end = endOfSpace(code, pos, to);
    } else if (char === '#') {
      kind = 'comment';
      end = endOfLine(code, pos, to);
    } else if (prefix) {
      pos = lexString(scan, pos, prefix[0], to);
      continue;
    } else if (isDigit(char) || (char === '.' && isDigit(code[pos + 1]))) {
      end = endOfNumber(code, pos, to);
    } else if (IDENTIFIER_START.test(char)) {
      kind = 'identifier';
      while (end < to && IDENTIFIER_PART.test(code[end]!)) end++;
    }
    pushToken(scan, kind, pos, end);
    pos = end;
  }
}

/**
 * A string literal at `pos`; an f-string's replacement fields are lexed as code, so that a rename
 * reaches `{total}`. Answers where the literal ends.
 */
function lexString(scan: Scan, pos: number, prefix: string, to: number): number {
  const { code } = scan;
  const quoteChar = code[pos + prefix.length]!;
  const quote = code.startsWith(quoteChar.repeat(3), pos + prefix.length)
    ? quoteChar.repeat(3)
    : quoteChar;
  const bodyStart = pos + prefix.length + quote.length;
  const spansLines = quote.length === 3;
  if (!/f/i.test(prefix)) {
    const end = endOfQuoted(code, bodyStart, quote, to, spansLines);
    pushToken(scan, 'string', pos, end);
    return end;
  }
  let chunkStart = pos;
  let at = bodyStart;
  while (at < to) {
    const char = code[at];
    if (char === '\\') at += 2;
    else if (code.startsWith(quote, at)) {
      at += quote.length;
      break;
    } else if (char === '\n' && !spansLines) break;
    else if (code.startsWith('{{', at)) at += 2;
    else if (char === '{') {
      pushToken(scan, 'string', chunkStart, at + 1);
      const expressionEnd = endOfFieldExpression(code, at + 1, to, quoteChar);
      lexPython(scan, at + 1, expressionEnd);
      chunkStart = expressionEnd;
      at = endOfField(code, expressionEnd, to, quoteChar);
    } else at++;
  }
  const end = Math.min(at, to);
  pushToken(scan, 'string', chunkStart, end);
  return end;
}

/** Where a replacement field's expression ends: at its `}`, `!r` conversion or `:` format spec. */
function endOfFieldExpression(code: string, pos: number, to: number, quoteChar: string): number {
  let depth = 0;
  let at = pos;
  while (at < to) {
    const char = code[at]!;
    if (char === quoteChar || char === '\n') return at;
    if (char === "'" || char === '"') {
      at = endOfQuoted(code, at + 1, char, to, false);
      continue;
    }
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      if (depth === 0) return at;
      depth--;
    } else if (depth === 0 && char === '!' && code[at + 1] !== '=') return at;
    else if (depth === 0 && char === ':') return at;
    at++;
  }
  return to;
}

/** Just past the `}` closing a replacement field whose conversion or format spec starts at `pos`. */
function endOfField(code: string, pos: number, to: number, quoteChar: string): number {
  let depth = 0;
  let at = pos;
  while (at < to && code[at] !== quoteChar && code[at] !== '\n') {
    if (code[at] === '{') depth++;
    else if (code[at] === '}') {
      if (depth === 0) return at + 1;
      depth--;
    }
    at++;
  }
  return at;
}
