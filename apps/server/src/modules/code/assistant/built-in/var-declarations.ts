import type { CodeStructure } from './code-structure';
import { roleOf, textAt } from './code-structure';

/** One name (or destructuring pattern) a `var` statement declares. */
export interface Declarator {
  /** The declared name; undefined for a destructuring pattern. */
  name: string | undefined;
  /** Position of the name (or the pattern's opening bracket) among the significant tokens. */
  position: number;
  /** An `= value`, or the left side of `for (var x in/of …)`, which each loop round assigns. */
  hasValue: boolean;
  /** Position just past the declarator's value (or its name when it has none). */
  end: number;
}

/** A `var` statement and where its names would live as let or const. */
export interface VarDeclaration {
  /** Position of the `var` keyword. */
  position: number;
  declarators: Declarator[];
  /** Opening brace of the function the var belongs to, or -1 for the whole program. */
  functionScope: number;
  /** The block a let would be confined to: first and last position. */
  block: [number, number];
  /** Whether the statement sits in a loop's body within its function. */
  isInLoopBody: boolean;
}

type BraceKind = 'function' | 'loop' | 'block';
const LOOP_KEYWORDS = new Set(['for', 'while']);
const BLOCK_KEYWORDS = new Set(['if', 'switch', 'catch', 'with']);

/** Whether a `{` opens a function body, a loop body or another block (or an object literal). */
export function braceKind(structure: CodeStructure, brace: number): BraceKind {
  const before = textAt(structure, brace - 1);
  if (before === '=>') return 'function';
  if (before === 'do') return 'loop';
  let close = before === ')' ? brace - 1 : -1;
  // A TypeScript return type stands between `)` and `{`: `function f(): number {`.
  for (let position = brace - 1; close === -1 && position >= Math.max(0, brace - 40); position--) {
    const text = textAt(structure, position);
    if (text === ':' && textAt(structure, position - 1) === ')') close = position - 1;
    if (text === ';' || text === '{' || text === '}') break;
  }
  if (close === -1) return 'block';
  const open = structure.partner.get(close);
  const keyword = open === undefined ? '' : textAt(structure, open - 1);
  if (close === brace - 1 && LOOP_KEYWORDS.has(keyword)) return 'loop';
  if (close === brace - 1 && BLOCK_KEYWORDS.has(keyword)) return 'block';
  return 'function';
}

/** Opening brace of the innermost function around `position`, or -1 for the program. */
export function functionScopeOf(structure: CodeStructure, position: number): number {
  for (
    let open = structure.opener[position] ?? -1;
    open !== -1;
    open = structure.opener[open] ?? -1
  )
    if (textAt(structure, open) === '{' && braceKind(structure, open) === 'function') return open;
  return -1;
}

/** First and last position of a scope opened at `brace` (-1: the program). */
export function rangeOf(structure: CodeStructure, brace: number): [number, number] {
  const last = structure.significant.length - 1;
  return brace === -1 ? [0, last] : [brace, structure.partner.get(brace) ?? last];
}

/** Every `var` statement in JavaScript or TypeScript code. */
export function findVarDeclarations(structure: CodeStructure): VarDeclaration[] {
  const declarations: VarDeclaration[] = [];
  structure.significant.forEach((token, position) => {
    if (token.kind !== 'identifier' || token.text !== 'var') return;
    if (roleOf(structure, position) !== 'name') return;
    const declarators = declaratorsAfter(structure, position + 1);
    if (declarators.length === 0) return;
    const functionScope = functionScopeOf(structure, position);
    declarations.push({
      position,
      declarators,
      functionScope,
      block: blockOf(structure, position, functionScope),
      isInLoopBody: isInLoopBody(structure, position, functionScope),
    });
  });
  return declarations;
}

function declaratorsAfter(structure: CodeStructure, start: number): Declarator[] {
  const declarators: Declarator[] = [];
  let position = start;
  for (;;) {
    const token = structure.significant[position];
    if (!token) break;
    const declarator: Declarator = { name: undefined, position, hasValue: false, end: position };
    if (token.kind === 'identifier') {
      declarator.name = token.text;
      position++;
    } else if (token.text === '{' || token.text === '[') {
      position = (structure.partner.get(position) ?? structure.significant.length) + 1;
    } else break;
    if (textAt(structure, position) === ':') position = endOfType(structure, position + 1);
    const next = textAt(structure, position);
    declarator.hasValue = next === '=' || next === 'in' || next === 'of';
    declarator.end = position;
    declarators.push(declarator);
    if (next !== '=') break;
    position = endOfExpression(structure, position + 1);
    declarator.end = position;
    if (textAt(structure, position) !== ',') break;
    position++;
  }
  return declarators;
}

/**
 * Where an expression starting at `start` ends: at a `,` `;` or closing bracket outside
 * brackets, or at a line break where a new statement plainly begins.
 */
export function endOfExpression(structure: CodeStructure, start: number): number {
  const { significant, partner } = structure;
  let position = start;
  while (position < significant.length) {
    const text = textAt(structure, position);
    if (position > start && startsStatementOnNewLine(structure, position)) return position;
    if ([',', ';', ')', ']', '}'].includes(text)) return position;
    if (text === '(' || text === '[' || text === '{')
      position = (partner.get(position) ?? significant.length - 1) + 1;
    else position++;
  }
  return position;
}

/** Where a TypeScript type annotation starting at `start` ends; `Map<K, V>` has a comma inside. */
function endOfType(structure: CodeStructure, start: number): number {
  const { significant, partner } = structure;
  let angles = 0;
  let position = start;
  while (position < significant.length) {
    const text = textAt(structure, position);
    if (angles === 0 && [',', ';', ')', '=', 'in', 'of'].includes(text)) return position;
    if (position > start && startsStatementOnNewLine(structure, position)) return position;
    if (text === '<') angles++;
    else if (text === '>') angles = Math.max(0, angles - 1);
    else if (text === '>>>') angles = Math.max(0, angles - 3);
    if (text === '(' || text === '[' || text === '{')
      position = (partner.get(position) ?? significant.length - 1) + 1;
    else position++;
  }
  return position;
}

// Without semicolons, a line ending in a value followed by a line starting with a name is two
// statements.
function startsStatementOnNewLine(structure: CodeStructure, position: number): boolean {
  const previous = structure.significant[position - 1]!;
  const current = structure.significant[position]!;
  const between = structure.tokens
    .slice(structure.tokenIndex[position - 1]! + 1, structure.tokenIndex[position])
    .some((token) => token.text.includes('\n'));
  if (!between) return false;
  const endsValue =
    previous.kind === 'identifier' || previous.kind === 'string' || /^[\w)\]}]/.test(previous.text);
  const startsName =
    current.kind === 'identifier' && !['in', 'of', 'instanceof', 'as'].includes(current.text);
  return endsValue && startsName;
}

function blockOf(
  structure: CodeStructure,
  position: number,
  functionScope: number,
): [number, number] {
  const open = structure.opener[position] ?? -1;
  if (open !== -1 && textAt(structure, open) === '(' && textAt(structure, open - 1) === 'for') {
    // A let in a for header lives in the whole loop: header and body.
    const bodyStart = (structure.partner.get(open) ?? structure.significant.length - 1) + 1;
    const bodyEnd =
      textAt(structure, bodyStart) === '{'
        ? (structure.partner.get(bodyStart) ?? structure.significant.length - 1)
        : endOfExpression(structure, bodyStart);
    return [open - 1, bodyEnd];
  }
  let brace = open;
  while (brace !== -1 && textAt(structure, brace) !== '{') brace = structure.opener[brace] ?? -1;
  return rangeOf(structure, brace === -1 ? functionScope : brace);
}

function isInLoopBody(structure: CodeStructure, position: number, functionScope: number): boolean {
  for (
    let open = structure.opener[position] ?? -1;
    open !== -1 && open !== functionScope;
    open = structure.opener[open] ?? -1
  )
    if (textAt(structure, open) === '{' && braceKind(structure, open) === 'loop') return true;
  return false;
}
