import { lexCLike } from './code-tokens-c-like';
import type { Scan } from './token-scanner';
import {
  endOfBlockComment,
  endOfQuoted,
  endOfSpace,
  isDigit,
  isSpace,
  pushToken,
} from './token-scanner';

// CSS names may hold and start with `-`: class names, ids, --custom-properties.
const CSS_IDENTIFIER = /^(?:--|-?[\p{L}_])[\p{L}\p{N}_-]*/u;

/** Splits code[from, to) of CSS into tokens; numbers keep their unit (`10px` is not a name). */
export function lexCss(scan: Scan, from: number, to: number): void {
  const { code } = scan;
  let pos = from;
  while (pos < to) {
    const char = code[pos]!;
    let kind: 'identifier' | 'string' | 'comment' | 'space' | 'other' = 'other';
    let end = pos + 1;
    const identifier = CSS_IDENTIFIER.exec(code.slice(pos, Math.min(to, pos + 256)));
    if (isSpace(char)) {
      kind = 'space';
      end = endOfSpace(code, pos, to);
    } else if (code.startsWith('/*', pos)) {
      kind = 'comment';
      end = endOfBlockComment(code, pos, to, false);
    } else if (char === '"' || char === "'") {
      kind = 'string';
      end = endOfQuoted(code, pos + 1, char, to, false);
    } else if (isDigit(char) || (char === '.' && isDigit(code[pos + 1]))) {
      while (end < to && /[\p{L}\p{N}.%]/u.test(code[end]!)) end++;
    } else if (identifier) {
      kind = 'identifier';
      end = pos + identifier[0].length;
    }
    pushToken(scan, kind, pos, end);
    pos = end;
  }
}

/**
 * Splits code[from, to) of HTML into tokens: markup is `other`, `<!-- -->` comments are comments,
 * and the insides of <script> and <style> are lexed as JavaScript and CSS.
 */
export function lexHtml(scan: Scan, from: number, to: number): void {
  const { code } = scan;
  const lower = code.toLowerCase();
  let pos = from;
  while (pos < to) {
    const comment = lower.indexOf('<!--', pos);
    const embedded = /<(script|style)\b[^>]*>/g;
    embedded.lastIndex = pos;
    const element = embedded.exec(lower);
    const commentAt = comment === -1 || comment >= to ? to : comment;
    const elementAt = element && element.index < to ? element.index : to;
    if (commentAt === to && elementAt === to) {
      pushToken(scan, 'other', pos, to);
      return;
    }
    if (commentAt < elementAt) {
      pushToken(scan, 'other', pos, commentAt);
      const close = code.indexOf('-->', commentAt + 4);
      pos = close === -1 || close + 3 > to ? to : close + 3;
      pushToken(scan, 'comment', commentAt, pos);
      continue;
    }
    const [openTag, tagName] = element!;
    const bodyStart = elementAt + openTag.length;
    const closeAt = lower.indexOf(`</${tagName}`, bodyStart);
    const bodyEnd = closeAt === -1 || closeAt > to ? to : closeAt;
    pushToken(scan, 'other', pos, bodyStart);
    if (tagName === 'style') lexCss(scan, bodyStart, bodyEnd);
    else lexCLike(scan, 'javascript', bodyStart, bodyEnd);
    pos = bodyEnd;
  }
}
