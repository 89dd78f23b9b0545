import type { Scan } from './token-scanner';
import {
  endOfBlockComment,
  endOfLine,
  endOfNumber,
  endOfQuoted,
  endOfSpace,
  isDigit,
  isSpace,
  pushToken,
} from './token-scanner';

/** The languages with C's comments: their strings, characters and raw strings differ. */
export type CLikeLanguage = 'javascript' | 'typescript' | 'java' | 'cpp' | 'rust' | 'go';

// Longest first, so that `>>>=` is one token and `=` after `=` is never an assignment.
const OPERATORS = [
  '>>>=',
  '...',
  '===',
  '!==',
  '**=',
  '<<=',
  '>>=',
  '>>>',
  '&&=',
  '||=',
  '??=',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '++',
  '--',
  '&&',
  '||',
  '??',
  '?.',
  '**',
  '::',
  '->',
];

// After these words a `/` starts a regular expression; after any other word it divides.
const WORDS_BEFORE_REGEX = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

const isJavaScriptLike = (language: CLikeLanguage) =>
  language === 'javascript' || language === 'typescript';

/** Splits code[from, to) of a C-like language into tokens. */
export function lexCLike(scan: Scan, language: CLikeLanguage, from: number, to: number): void {
  const { code } = scan;
  const isScript = isJavaScriptLike(language);
  const identifierStart = isScript ? /[\p{L}\p{Nl}_$]/u : /[\p{L}\p{Nl}_]/u;
  const identifierPart = isScript ? /[\p{L}\p{N}\p{Mn}\p{Mc}_$]/u : /[\p{L}\p{N}\p{Mn}\p{Mc}_]/u;
  // Template literals nest: a `}` closes either a block or a `${` substitution.
  const braces: Array<'block' | 'template'> = [];
  let pos = from;
  if (isScript && pos === 0 && code.startsWith('#!')) {
    pos = endOfLine(code, 0, to);
    pushToken(scan, 'comment', 0, pos);
  }
  const emit = (kind: 'identifier' | 'string' | 'comment' | 'space' | 'other', end: number) => {
    pushToken(scan, kind, pos, end);
    pos = end;
  };
  const emitTemplateChunk = () => {
    const chunk = endOfTemplateChunk(code, pos, to);
    if (chunk.opensSubstitution) braces.push('template');
    emit('string', chunk.end);
  };

  while (pos < to) {
    const char = code[pos]!;
    const next = code[pos + 1];
    if (isSpace(char)) emit('space', endOfSpace(code, pos, to));
    else if (char === '/' && next === '/') emit('comment', endOfLine(code, pos, to));
    else if (char === '/' && next === '*')
      emit('comment', endOfBlockComment(code, pos, to, language === 'rust'));
    else if (char === '"' && language === 'java' && code.startsWith('"""', pos))
      emit('string', endOfQuoted(code, pos + 3, '"""', to, true));
    else if (char === '"') emit('string', endOfQuoted(code, pos + 1, '"', to, false));
    else if (char === "'" && language === 'rust') {
      const end = endOfRustQuote(code, pos, to, identifierPart);
      emit(end.isLifetime ? 'other' : 'string', end.end);
    } else if (char === "'") emit('string', endOfQuoted(code, pos + 1, "'", to, false));
    else if (char === '`' && isScript) emitTemplateChunk();
    else if (char === '`' && language === 'go')
      emit('string', endOfQuoted(code, pos + 1, '`', to, true));
    else if (char === '/' && isScript && startsRegex(scan)) {
      const end = endOfRegex(code, pos, to);
      emit(end === undefined ? 'other' : 'string', end ?? pos + 1);
    } else if (isDigit(char) || (char === '.' && isDigit(next)))
      emit('other', endOfNumber(code, pos, to, language === 'cpp' ? "'" : ''));
    else if (identifierStart.test(char)) {
      const prefixed = endOfPrefixedString(code, pos, to, language);
      if (prefixed !== undefined) emit('string', prefixed);
      else {
        let end = pos + 1;
        while (end < to && identifierPart.test(code[end]!)) end++;
        emit('identifier', end);
      }
    } else if (char === '}' && braces.at(-1) === 'template') {
      braces.pop();
      emitTemplateChunk();
    } else {
      if (char === '{' && isScript) braces.push('block');
      if (char === '}' && isScript) braces.pop();
      const operator = OPERATORS.find((candidate) => code.startsWith(candidate, pos));
      emit('other', Math.min(to, pos + (operator?.length ?? 1)));
    }
  }
}

/** A template literal's text from its opening `` ` `` or `}` to its end or the next `${`. */
function endOfTemplateChunk(code: string, pos: number, to: number) {
  let at = pos + 1;
  while (at < to) {
    if (code[at] === '\\') at += 2;
    else if (code[at] === '`') return { end: at + 1, opensSubstitution: false };
    else if (code.startsWith('${', at)) return { end: at + 2, opensSubstitution: true };
    else at++;
  }
  return { end: to, opensSubstitution: false };
}

/** Whether a `/` here starts a regular expression: where a value is expected, not a divisor. */
function startsRegex(scan: Scan): boolean {
  for (let index = scan.tokens.length - 1; index >= 0; index--) {
    const token = scan.tokens[index]!;
    if (token.kind === 'space' || token.kind === 'comment') continue;
    if (token.kind === 'identifier') return WORDS_BEFORE_REGEX.has(token.text);
    if (token.kind === 'string') return false;
    return !/^[\d.)\]}]/.test(token.text);
  }
  return true;
}

/** End of a regular expression literal with its flags, or undefined when the line ends first. */
function endOfRegex(code: string, pos: number, to: number): number | undefined {
  let at = pos + 1;
  let inClass = false;
  while (at < to && code[at] !== '\n') {
    const char = code[at];
    if (char === '\\') {
      at += 2;
      continue;
    }
    if (char === '/' && !inClass) {
      at++;
      while (at < to && /[a-z]/i.test(code[at]!)) at++;
      return at;
    }
    if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    at++;
  }
  return undefined;
}

/**
 * Rust's `'`: a character literal ('a', '\n'), or a lifetime or loop label ('a, 'static) when no
 * closing quote follows the one character.
 */
function endOfRustQuote(code: string, pos: number, to: number, identifierPart: RegExp) {
  if (code[pos + 1] === '\\')
    return { end: endOfQuoted(code, pos + 1, "'", to, false), isLifetime: false };
  const codePoint = code.codePointAt(pos + 1);
  const width = codePoint !== undefined && codePoint > 0xffff ? 2 : 1;
  if (code[pos + 1 + width] === "'") return { end: pos + 2 + width, isLifetime: false };
  let end = pos + 1;
  while (end < to && identifierPart.test(code[end]!)) end++;
  return { end: Math.max(end, pos + 1), isLifetime: true };
}

/** End of a string that starts with letters: Rust's r"…", r#"…"#, b"…", b'…'; C++'s R"x(…)x". */
function endOfPrefixedString(
  code: string,
  pos: number,
  to: number,
  language: CLikeLanguage,
): number | undefined {
  const rest = code.slice(pos, Math.min(to, pos + 24));
  if (language === 'rust') {
    const raw = /^b?r(#*)"/.exec(rest);
    if (raw) {
      const close = `"${raw[1]}`;
      const end = code.indexOf(close, pos + raw[0].length);
      return end === -1 || end + close.length > to ? to : end + close.length;
    }
    if (rest.startsWith('b"')) return endOfQuoted(code, pos + 2, '"', to, true);
    if (rest.startsWith("b'")) return endOfQuoted(code, pos + 2, "'", to, false);
  }
  if (language === 'cpp') {
    const raw = /^(?:u8|u|U|L)?R"([^()\\\s]{0,16})\(/.exec(rest);
    if (raw) {
      const close = `)${raw[1]}"`;
      const end = code.indexOf(close, pos + raw[0].length);
      return end === -1 || end + close.length > to ? to : end + close.length;
    }
  }
  return undefined;
}
