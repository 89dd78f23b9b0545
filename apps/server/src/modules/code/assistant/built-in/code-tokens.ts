import type { CodeLanguage } from '@polymath/shared';
import { lexCLike } from './code-tokens-c-like';
import { lexCss, lexHtml } from './code-tokens-markup';
import { lexPython } from './code-tokens-python';
import type { CodeToken, Scan } from './token-scanner';

export type { CodeToken, TokenKind } from './token-scanner';

/**
 * Splits code into identifier, string, comment, space and other tokens, per language family, so
 * that edits touch names and comments and never the text of strings. Joined, the tokens are the
 * code again.
 */
export function tokenize(code: string, language: CodeLanguage): CodeToken[] {
  const scan: Scan = { code, tokens: [] };
  switch (language) {
    case 'python':
      lexPython(scan, 0, code.length);
      break;
    case 'css':
      lexCss(scan, 0, code.length);
      break;
    case 'html':
      lexHtml(scan, 0, code.length);
      break;
    case 'javascript':
    case 'typescript':
    case 'java':
    case 'cpp':
    case 'rust':
    case 'go':
      lexCLike(scan, language, 0, code.length);
      break;
  }
  return scan.tokens;
}

/** Whether the token is neither space nor a comment: what the grammar sees. */
export const isSignificant = (token: CodeToken): boolean =>
  token.kind !== 'space' && token.kind !== 'comment';
