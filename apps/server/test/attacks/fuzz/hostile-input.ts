import fc from 'fast-check';
import {
  type JsonPath,
  jsonPayload,
  nodesOf,
  replaceAt,
  stringLeavesOf,
  type RequestParts,
} from './contract-requests';

const DEEP_MARKER = '__nested_depth_';

/** The JSON text of a value, with each deep-nesting marker expanded to arrays that deep. */
function expandNesting(text: string): string {
  return text.replace(
    new RegExp(`"${DEEP_MARKER}(\\d+)"`, 'g'),
    (_, depth: string) => '['.repeat(Number(depth)) + ']'.repeat(Number(depth)),
  );
}

/** Values no field of ours accepts as they are, or that strain whatever reads them. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  // Text a database cannot store, the likeliest to get through a schema: the most frequent.
  { arbitrary: fc.constantFrom('a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800'), weight: 4 },
  fc.constantFrom(
    '',
    ' ',
    '\u202e\u2066',
    '../../etc/passwd',
    "'; drop table users; --",
    '<img src=x onerror=alert(1)>',
    '{{7*7}}${7*7}',
    '__proto__',
    'constructor',
    'NaN',
  ),
  fc.constantFrom(0, -1, -0, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, true, false, null),
  fc.constantFrom([], {}, [[[[]]]], { __proto__: null }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
  // Long text: past every field's limit (the body limit answers 413 beyond a megabyte).
  fc.integer({ min: 1_000, max: 400_000 }).map((length) => 'x'.repeat(length)),
  // Deep nesting, past the server's 64 levels: a marker the body's text is expanded from (a
  // value this deep would overflow the test's own JSON.stringify).
  fc.integer({ min: 60, max: 20_000 }).map((depth) => `${DEEP_MARKER}${depth}`),
);

/** Keys that try to reach an object's prototype, or to claim rights. */
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'plan',
  'userId',
  'a\u0000',
];

/** A JSON body as raw text, and what it is. */
export interface HostileBody {
  payload: string | undefined;
  headers: Record<string, string>;
}

/**
 * A hostile body made from a valid one: a field (or the whole body) replaced by a hostile value,
 * a prototype-pollution or rights key spliced in (as raw JSON, so `__proto__` is a real key), or
 * broken JSON and content types.
 */
export function hostileBodyOf(parts: RequestParts): fc.Arbitrary<HostileBody> {
  const { body } = parts;
  const nodes: JsonPath[] = nodesOf(body);
  // Text fields are where most of what is stored goes: they are picked half the time.
  const leaves: JsonPath[] = stringLeavesOf(body);
  const replaced = fc
    .tuple(
      leaves.length > 0
        ? fc.oneof(fc.constantFrom(...nodes), fc.constantFrom(...leaves))
        : fc.constantFrom(...nodes),
      hostileValue,
    )
    .map(([path, value]) => jsonPayload(replaceAt(body, path, value)))
    .map(({ payload, headers }) => ({
      payload: expandNesting(payload ?? 'null'),
      headers: { ...headers, 'content-type': 'application/json' },
    }));
  const spliced = fc
    .tuple(fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 2 }))
    .map(([key, value]) => {
      const text = JSON.stringify(body ?? {});
      const extra = `${JSON.stringify(key)}:${JSON.stringify({ isAdmin: true, polluted: value })}`;
      const payload =
        text.startsWith('{') && text !== '{}' ? `{${extra},${text.slice(1)}` : `{${extra}}`;
      return { payload, headers: { 'content-type': 'application/json' } };
    });
  const text = JSON.stringify(body ?? {});
  const broken = fc.constantFrom<HostileBody>(
    {
      payload: text.slice(0, Math.max(1, text.length - 1)),
      headers: { 'content-type': 'application/json' },
    },
    { payload: '', headers: { 'content-type': 'application/json' } },
    { payload: text, headers: { 'content-type': 'text/plain' } },
    { payload: text, headers: { 'content-type': 'application/json; charset=utf-16' } },
    { payload: text, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { payload: text, headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    { payload: text, headers: {} },
    { payload: `${text}${text}`, headers: { 'content-type': 'application/json' } },
  );
  return fc.oneof(replaced, spliced, broken);
}

/** A hostile value for a path parameter or a query field, as the URL would carry it. */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '%00',
    '%ED%A0%80',
    '%',
    '%zz',
    '..%2F..%2Fetc',
    '%2F',
    '.',
    '..',
    '*',
    '%20',
  ),
  fc.integer({ min: 150, max: 5_000 }).map((length) => 'a'.repeat(length)),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
);
