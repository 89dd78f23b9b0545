import type { CodeLanguage } from '@polymath/shared';
import type { BuiltInEdit } from './built-in-edit';
import { countOf, refuse } from './built-in-edit';
import type { CodeStructure } from './code-structure';
import { roleOf, structureOf, textAt } from './code-structure';
import { LANGUAGE_LABELS } from './language-names';
import type { VarDeclaration } from './var-declarations';
import { findVarDeclarations, functionScopeOf, rangeOf } from './var-declarations';

const ASSIGNMENTS = new Set([
  '=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '**=',
  '<<=',
  '>>=',
  '>>>=',
  '&=',
  '|=',
  '^=',
  '&&=',
  '||=',
  '??=',
]);

/** Why a var stays a var: as let or const the code would behave differently. */
type KeepReason =
  | 'declared more than once'
  | 'used before its declaration'
  | 'used in its own value'
  | 'used outside the block it is declared in'
  | 'declared without a value inside a loop';

/**
 * Turns each `var` into `const` when every name it declares gets a value and is never assigned
 * again, and into `let` otherwise. A var whose hoisting the code relies on stays a var.
 */
export function convertVarToLetConst(code: string, language: CodeLanguage): BuiltInEdit {
  if (language !== 'javascript' && language !== 'typescript')
    return refuse(
      `Only JavaScript and TypeScript have var to turn into let or const; this is ${LANGUAGE_LABELS[language]} code.`,
    );
  const structure = structureOf(code, language);
  const declarations = findVarDeclarations(structure);
  if (declarations.length === 0) return refuse('There is no var declaration in the code.');

  const texts = structure.tokens.map((token) => token.text);
  const counts = { const: 0, let: 0 };
  const kept: string[] = [];
  for (const declaration of declarations) {
    const decision = decide(structure, declaration, declarations);
    if (decision.keep) {
      kept.push(...decision.keep);
      continue;
    }
    counts[decision.keyword]++;
    texts[structure.tokenIndex[declaration.position]!] = decision.keyword;
  }
  const keptNames = [...new Set(kept)];
  // A long program could keep hundreds: the explanation stays a sentence or two.
  const keptList =
    keptNames.length > 5
      ? `${keptNames.slice(0, 5).join(', ')} and ${keptNames.length - 5} more`
      : keptNames.join(', ');
  const because =
    'as let or const the code would behave differently, because var belongs to the whole function';
  if (counts.const + counts.let === 0)
    return refuse(`Left every var as it was: ${keptList}; ${because}.`);
  const keptNote = kept.length > 0 ? ` Kept var for ${keptList}: ${because}.` : '';
  const changed = [
    counts.const > 0 ? `${countOf(counts.const, 'var declaration')} into const` : '',
    counts.let > 0
      ? `${counts.const > 0 ? counts.let : countOf(counts.let, 'var declaration')} into let`
      : '',
  ].filter(Boolean);
  return {
    ok: true,
    code: texts.join(''),
    explanation: `Turned ${changed.join(' and ')}.${keptNote}`,
  };
}

type Decision = { keep: string[] } | { keep?: undefined; keyword: 'let' | 'const' };

function decide(
  structure: CodeStructure,
  declaration: VarDeclaration,
  all: VarDeclaration[],
): Decision {
  const keep: string[] = [];
  let isConstant = true;
  const [blockStart, blockEnd] = declaration.block;
  for (const declarator of declaration.declarators) {
    const { name } = declarator;
    // A destructuring pattern's names are not tracked: let is right whatever happens to them.
    if (name === undefined) {
      isConstant = false;
      continue;
    }
    const reasons: KeepReason[] = [];
    const sameScope = all.filter(
      (other) =>
        other.functionScope === declaration.functionScope &&
        other.declarators.some((d) => d.name === name),
    );
    const uses = usesOf(structure, name, declaration.functionScope, all);
    // Each declaration of a name declared twice sees the other as a use: one reason says it all.
    if (sameScope.length > 1) reasons.push('declared more than once');
    else if (uses.some((use) => use < declarator.position))
      reasons.push('used before its declaration');
    // `var app = app || {}` reads the var before it has a value; let would throw there.
    const readsItself = uses.some(
      (use) =>
        use > declarator.position &&
        use < declarator.end &&
        functionScopeOf(structure, use) === declaration.functionScope,
    );
    if (readsItself) reasons.push('used in its own value');
    if (uses.some((use) => use < blockStart || use > blockEnd))
      reasons.push('used outside the block it is declared in');
    if (!declarator.hasValue && declaration.isInLoopBody)
      reasons.push('declared without a value inside a loop');
    if (reasons.length > 0) keep.push(`\`${name}\` (${reasons.join(', ')})`);
    const isReassigned = uses.some(
      (use) => use !== declarator.position && isAssignedAt(structure, use),
    );
    if (!declarator.hasValue || isReassigned) isConstant = false;
  }
  if (keep.length > 0) return { keep };
  return { keyword: isConstant ? 'const' : 'let' };
}

/**
 * Where `name` is used in the function `scope`, nested functions included unless they declare a
 * var of that name themselves.
 */
function usesOf(
  structure: CodeStructure,
  name: string,
  scope: number,
  all: VarDeclaration[],
): number[] {
  const [first, last] = rangeOf(structure, scope);
  const shadowing = new Set(
    all
      .filter((d) => d.functionScope !== scope && d.declarators.some((x) => x.name === name))
      .map((d) => d.functionScope),
  );
  const uses: number[] = [];
  for (let position = first; position <= last; position++) {
    const token = structure.significant[position]!;
    if (token.kind !== 'identifier' || token.text !== name) continue;
    const role = roleOf(structure, position);
    if (role !== 'name' && role !== 'shorthand') continue;
    if (!isShadowed(structure, position, scope, shadowing)) uses.push(position);
  }
  return uses;
}

function isShadowed(
  structure: CodeStructure,
  position: number,
  scope: number,
  shadowing: ReadonlySet<number>,
): boolean {
  for (let inner = functionScopeOf(structure, position); inner !== scope && inner !== -1;) {
    if (shadowing.has(inner)) return true;
    inner = functionScopeOf(structure, inner);
  }
  return false;
}

/** Whether the name at `position` is assigned there: `x = …`, `x += …`, `x++`, `[x] = …`, `for (x of …)`. */
function isAssignedAt(structure: CodeStructure, position: number): boolean {
  const before = textAt(structure, position - 1);
  const after = textAt(structure, position + 1);
  if (ASSIGNMENTS.has(after) || after === '++' || after === '--') return true;
  if (before === '++' || before === '--') return true;
  if (
    before === '(' &&
    textAt(structure, position - 2) === 'for' &&
    (after === 'of' || after === 'in')
  )
    return true;
  return isInDestructuringTarget(structure, position);
}

// `[a, b] = [b, a]` and `({ a } = obj)` assign every name in the pattern.
function isInDestructuringTarget(structure: CodeStructure, position: number): boolean {
  for (
    let open = structure.opener[position] ?? -1;
    open !== -1;
    open = structure.opener[open] ?? -1
  ) {
    const text = textAt(structure, open);
    if (text !== '[' && text !== '{') return false;
    const close = structure.partner.get(open);
    if (close === undefined || textAt(structure, close + 1) !== '=') continue;
    const before = structure.significant[open - 1];
    const isMemberAccess =
      text === '[' && (before?.kind === 'identifier' || /^[)\]]$/.test(before?.text ?? ''));
    const isDeclaration = ['var', 'let', 'const'].includes(before?.text ?? '');
    if (!isMemberAccess && !isDeclaration) return true;
  }
  return false;
}
