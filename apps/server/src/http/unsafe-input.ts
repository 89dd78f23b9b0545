import { AppError } from '@polymath/shared';

/**
 * Text PostgreSQL cannot store: a NUL character (refused in text and JSON) or half of a UTF-16
 * surrogate pair (JSON allows `\ud800`, but jsonb refuses it and a text column would silently get
 * U+FFFD instead). With the `u` flag a whole pair is one code point, so only lone halves match.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** What is wrong with a piece of text, for the issue message; undefined when it can be stored. */
function problemOf(text: string): string | undefined {
  const found = UNSTORABLE.exec(text)?.[0];
  if (found === undefined) return undefined;
  return found === '\u0000' ? 'contains a NUL character' : 'contains a lone surrogate';
}

/**
 * How deeply a request's JSON may nest. Our deepest schema (a conversation's messages' extracted
 * context) is six levels; a body nested thousands deep would overflow the stack of any recursive
 * walk (ours, the validator's) and answer 500.
 */
export const MAX_NESTING_DEPTH = 64;

type Path = (string | number)[];

/**
 * The first problem with a request part: text that cannot be stored, or nesting past
 * MAX_NESTING_DEPTH. Walks with its own stack, so no depth of input can overflow the call stack.
 */
function findUnsafeInput(
  root: unknown,
  rootPath: Path,
): { path: Path; problem: string; isTooDeep?: boolean } | undefined {
  const pending: { value: unknown; path: Path }[] = [{ value: root, path: rootPath }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) return { path, problem };
      continue;
    }
    // A raw body (the webhook's bytes) is not parsed text: nothing in it reaches a text column.
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    if (path.length - rootPath.length >= MAX_NESTING_DEPTH) {
      return { path, problem: `nests deeper than ${MAX_NESTING_DEPTH} levels`, isTooDeep: true };
    }
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? [...value.entries()]
      : Object.entries(value);
    // Pushed in reverse, so the walk visits items in order and reports the first problem.
    for (const [key, item] of entries.reverse()) {
      if (typeof key === 'string') {
        const problem = problemOf(key);
        if (problem) return { path: [...path, key], problem };
      }
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * Refuses text PostgreSQL cannot store (a NUL character, U+0000, or a lone surrogate) anywhere in
 * a request's body, query or path, and JSON nested past MAX_NESTING_DEPTH, with 400 VALIDATION:
 * they would otherwise fail deep in a query or a recursive walk as a 500, or be stored changed.
 */
export function refuseUnsafeInput(parts: {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}): void {
  for (const [part, value] of Object.entries(parts)) {
    const found = findUnsafeInput(value, [part]);
    if (found) {
      throw new AppError('VALIDATION', {
        message: found.isTooDeep
          ? 'The request nests too deeply.'
          : 'Text may not contain NUL characters or lone surrogates.',
        issues: [{ path: found.path, message: found.problem }],
      });
    }
  }
}
