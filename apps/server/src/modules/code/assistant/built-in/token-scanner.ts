/** What a piece of code is to the built-in engine's edits. */
export type TokenKind = 'identifier' | 'string' | 'comment' | 'space' | 'other';

/** One token: the tokens of a program, joined in order, give back the program exactly. */
export interface CodeToken {
  kind: TokenKind;
  text: string;
  /** Offset of the token's first character in the code. */
  start: number;
}

/** The code being split and the tokens found so far; each language family's lexer appends. */
export interface Scan {
  readonly code: string;
  readonly tokens: CodeToken[];
}

/** Appends the token covering code[start, end), when it is not empty. */
export function pushToken(scan: Scan, kind: TokenKind, start: number, end: number): void {
  if (end > start) scan.tokens.push({ kind, text: scan.code.slice(start, end), start });
}

export const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/.test(char);

export const isDigit = (char: string | undefined): boolean =>
  char !== undefined && char >= '0' && char <= '9';

/** End of the whitespace run starting at `pos`. */
export function endOfSpace(code: string, pos: number, to: number): number {
  let end = pos;
  while (end < to && isSpace(code[end])) end++;
  return end;
}

/** End of the line that `pos` is on, before its line break. */
export function endOfLine(code: string, pos: number, to: number): number {
  const newline = code.indexOf('\n', pos);
  return newline === -1 || newline > to ? to : newline;
}

/**
 * End of a quoted literal whose body starts at `bodyStart`: just past `close`, or where the line
 * ends when the literal may not span lines, so that an unclosed quote does not swallow the program.
 */
export function endOfQuoted(
  code: string,
  bodyStart: number,
  close: string,
  to: number,
  spansLines: boolean,
): number {
  let pos = bodyStart;
  while (pos < to) {
    if (code[pos] === '\\') pos += 2;
    else if (code.startsWith(close, pos)) return pos + close.length;
    else if (code[pos] === '\n' && !spansLines) return pos;
    else pos++;
  }
  return to;
}

/** End of a `/* … *\/` comment starting at `pos`; Rust's block comments nest. */
export function endOfBlockComment(code: string, pos: number, to: number, nests: boolean): number {
  let depth = 0;
  let at = pos;
  while (at < to) {
    if (code.startsWith('/*', at)) {
      depth++;
      at += 2;
    } else if (code.startsWith('*/', at)) {
      at += 2;
      depth--;
      if (depth === 0 || !nests) return at;
    } else at++;
  }
  return to;
}

/** End of a number: digits, a fraction, an exponent, a radix prefix or a type suffix. */
export function endOfNumber(code: string, pos: number, to: number, digitSeparator = ''): number {
  let end = pos;
  let hasDot = false;
  const isHex = /^0[xX]/.test(code.slice(pos, pos + 2));
  while (end < to) {
    const char = code[end]!;
    const previous = code[end - 1];
    if (/[\p{L}\p{N}_]/u.test(char)) end++;
    else if (char === '.' && !hasDot && isDigit(code[end + 1])) {
      hasDot = true;
      end++;
    } else if ((char === '+' || char === '-') && !isHex && (previous === 'e' || previous === 'E'))
      end++;
    else if (char === digitSeparator && isDigit(code[end + 1])) end++;
    else break;
  }
  return end;
}
