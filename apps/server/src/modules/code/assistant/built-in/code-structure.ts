import type { CodeLanguage } from '@polymath/shared';
import type { CodeToken } from './code-tokens';
import { isSignificant, tokenize } from './code-tokens';

/** The tokens of some code, with what the grammar sees (no space, no comments) and its brackets. */
export interface CodeStructure {
  readonly language: CodeLanguage;
  readonly tokens: readonly CodeToken[];
  /** The significant tokens, in order; positions in this list are what the functions below take. */
  readonly significant: readonly CodeToken[];
  /** For each significant token, its index in `tokens`. */
  readonly tokenIndex: readonly number[];
  /** For each bracket ( [ { ) ] }, the position of its partner, when it has one. */
  readonly partner: ReadonlyMap<number, number>;
  /** For each significant token, the position of the innermost open bracket around it, or -1. */
  readonly opener: readonly number[];
}

/** How an identifier is used where it stands. */
export type NameRole =
  /** A variable, function, type or class name. */
  | 'name'
  /** After `.` (or `->` in C++): a property or method of some value. */
  | 'property'
  /** A key in an object or struct literal, or a foreign name in an import or export. */
  | 'key'
  /** JavaScript's `{ total }` or Rust's `Point { x }`: a key and a name at once. */
  | 'shorthand';

const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
// After these a `{` opens an object literal or a destructuring pattern, not a block.
const BEFORE_OBJECT = new Set([
  '=',
  '(',
  ',',
  ':',
  '[',
  '?',
  '||',
  '&&',
  '??',
  'return',
  'var',
  'let',
  'const',
  'import',
  'export',
  'yield',
  'await',
]);

/** Lexes the code and finds its brackets. */
export function structureOf(code: string, language: CodeLanguage): CodeStructure {
  const tokens = tokenize(code, language);
  const significant: CodeToken[] = [];
  const tokenIndex: number[] = [];
  tokens.forEach((token, index) => {
    if (!isSignificant(token)) return;
    significant.push(token);
    tokenIndex.push(index);
  });
  const partner = new Map<number, number>();
  const opener: number[] = [];
  const open: number[] = [];
  significant.forEach((token, position) => {
    const innermost = open.at(-1);
    if (
      token.kind === 'other' &&
      innermost !== undefined &&
      isCloserOf(significant[innermost]!, token)
    ) {
      open.pop();
      partner.set(innermost, position).set(position, innermost);
    }
    opener.push(open.at(-1) ?? -1);
    if (token.kind === 'other' && token.text in OPENERS) open.push(position);
  });
  return { language, tokens, significant, tokenIndex, partner, opener };
}

const isCloserOf = (open: CodeToken, token: CodeToken) => OPENERS[open.text] === token.text;

/** The text of the significant token at `position`, or '' past either end. */
export const textAt = (structure: CodeStructure, position: number): string =>
  structure.significant[position]?.text ?? '';

/** How the identifier at `position` is used: a name, a property, a key or a shorthand. */
export function roleOf(structure: CodeStructure, position: number): NameRole {
  const { language } = structure;
  if (language === 'css' || language === 'html') return 'name';
  const before = textAt(structure, position - 1);
  const after = textAt(structure, position + 1);
  if (before === '.' || before === '?.' || (language === 'cpp' && before === '->'))
    return 'property';
  if (language === 'python') return 'name';
  const brace = structure.opener[position] ?? -1;
  if (brace === -1 || textAt(structure, brace) !== '{') return 'name';
  const isScript = language === 'javascript' || language === 'typescript';
  const moduleKeyword = isScript ? moduleListKeyword(structure, brace) : undefined;
  if (moduleKeyword) return moduleRole(moduleKeyword, before, after);
  const startsEntry = before === '{' || before === ',';
  if (startsEntry && after === ':') return 'key';
  const beforeBrace = textAt(structure, brace - 1);
  if (isScript && BEFORE_OBJECT.has(beforeBrace) && startsEntry && ['}', ',', '='].includes(after))
    return 'shorthand';
  // Rust's `Point { x, y }`, a struct literal or pattern: after a type name, not a condition.
  const isRustStruct = language === 'rust' && /^[A-Z]/.test(beforeBrace);
  if (isRustStruct && startsEntry && ['}', ','].includes(after)) return 'shorthand';
  return 'name';
}

/** `import` or `export` when the brace at `brace` opens an import or export list. */
export function moduleListKeyword(
  structure: CodeStructure,
  brace: number,
): 'import' | 'export' | undefined {
  for (let position = brace - 1; position >= 0 && position >= brace - 3; position--) {
    const text = textAt(structure, position);
    if (text === 'import' || text === 'export') return text;
    if (text === 'default') return undefined;
    if (structure.significant[position]?.kind !== 'identifier' && text !== ',') return undefined;
  }
  return undefined;
}

// `import { a as b }`: a is the module's name, b ours; `export { a as b }`: a ours, b the module's.
function moduleRole(keyword: 'import' | 'export', before: string, after: string): NameRole {
  if (after === 'as') return keyword === 'import' ? 'key' : 'name';
  if (before === 'as') return keyword === 'import' ? 'name' : 'key';
  return 'shorthand';
}
