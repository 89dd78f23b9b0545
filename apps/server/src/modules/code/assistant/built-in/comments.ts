import type { CodeLanguage } from '@polymath/shared';
import type { BuiltInEdit } from './built-in-edit';
import { countOf, refuse } from './built-in-edit';
import { tokenize } from './code-tokens';

/**
 * Removes every comment but a first-line `#!`: a line that held only comments goes, a trailing
 * comment goes with the spaces before it. Python docstrings are strings, so they stay.
 */
export function removeComments(code: string, language: CodeLanguage): BuiltInEdit {
  // A character the code does not contain marks where each comment was.
  let mark = 0xe000;
  while (code.includes(String.fromCharCode(mark))) mark++;
  const marker = String.fromCharCode(mark);
  let removed = 0;
  const marked = tokenize(code, language)
    .map((token) => {
      const isShebang = token.start === 0 && token.text.startsWith('#!');
      if (token.kind !== 'comment' || isShebang) return token.text;
      removed++;
      return marker;
    })
    .join('');
  if (removed === 0) return refuse('There are no comments to remove.');

  // A comment between two words separated them: a space keeps them apart.
  const joinedWords = new RegExp(`(\\S)${marker}(?=\\S)`, 'g');
  const leading = new RegExp(`^([ \\t]*)${marker}[ \\t]*`);
  // After an opening bracket the space goes with the comment: `f(/* x */ 1)` becomes `f(1)`.
  const afterOpening = new RegExp(`([(\\[{>])${marker}[ \\t]*`, 'g');
  const trailing = new RegExp(`[ \\t]*${marker}`, 'g');
  const lines: string[] = [];
  for (const line of marked.split(/\r?\n/)) {
    if (!line.includes(marker)) {
      lines.push(line);
      continue;
    }
    const cleaned = line
      .replace(leading, '$1')
      .replace(afterOpening, '$1')
      .replace(joinedWords, '$1 ')
      .replace(trailing, '');
    if (cleaned.trim() !== '') lines.push(cleaned);
  }
  return {
    ok: true,
    code: lines.join(code.includes('\r\n') ? '\r\n' : '\n'),
    explanation: `Removed ${countOf(removed, 'comment')}.`,
  };
}

/** Writes `text` as a comment in the language's syntax, one comment line per line of text. */
export function commentFor(text: string, language: CodeLanguage): string {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  switch (language) {
    case 'html':
      return `<!-- ${lines.join('\n     ').replaceAll('-->', '-- >')} -->`;
    case 'css':
      return `/* ${lines.join('\n   ').replaceAll('*/', '* /')} */`;
    case 'python':
      return lines.map((line) => `# ${line}`.trimEnd()).join('\n');
    case 'javascript':
    case 'typescript':
    case 'java':
    case 'cpp':
    case 'rust':
    case 'go':
      return lines.map((line) => `// ${line}`.trimEnd()).join('\n');
  }
}

/** Puts the comment the user dictated at the top of the code, after a `#!` line. */
export function addComment(code: string, language: CodeLanguage, text: string): BuiltInEdit {
  const comment = commentFor(text.trim(), language);
  const eol = code.includes('\r\n') ? '\r\n' : '\n';
  let edited = `${comment}${eol}${code}`;
  if (code.startsWith('#!')) {
    const lineEnd = code.indexOf('\n');
    const shebang = lineEnd === -1 ? `${code}${eol}` : code.slice(0, lineEnd + 1);
    const rest = lineEnd === -1 ? '' : code.slice(lineEnd + 1);
    edited = `${shebang}${comment}${eol}${rest}`;
  }
  return {
    ok: true,
    code: edited,
    explanation: `Added the comment "${text.trim()}" at the top of the code.`,
  };
}
