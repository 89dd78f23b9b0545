import type { Contract } from '@polymath/shared';
import fc from 'fast-check';
import { validInputOf } from './zod-arbitrary';

/** The parts of one request to a contract's route, before they are put on the wire. */
export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body, or undefined for a route that takes none. */
  body: unknown;
}

/** Schema-valid parts of a request to the contract's route. */
export function validPartsOf(contract: Contract): fc.Arbitrary<RequestParts> {
  const none = fc.constant({});
  return fc
    .record({
      params: (contract.params ? validInputOf(contract.params, 'text') : none) as fc.Arbitrary<
        Record<string, string>
      >,
      query: (contract.query ? validInputOf(contract.query, 'text') : none) as fc.Arbitrary<
        Record<string, string>
      >,
      body: contract.body ? validInputOf(contract.body) : fc.constant(undefined),
    })
    .map((parts) => {
      // A body that repeats a path parameter (a conversation's id) must name the same thing.
      const { body } = parts;
      if (!isPlainObject(body)) return parts;
      const repeated = Object.entries(parts.params).filter(([name]) => name in body);
      return { ...parts, body: { ...body, ...Object.fromEntries(repeated) } };
    });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The URL of the contract's route with these path parameters and query. */
export function urlOf(
  contract: Contract,
  params: Record<string, string>,
  query: Record<string, string> | string,
): string {
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** A JSON body as the wire carries it (JSON.stringify keeps a lone surrogate as `\ud800`). */
export function jsonPayload(body: unknown): { payload?: string; headers: Record<string, string> } {
  return body === undefined
    ? { headers: {} }
    : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/** A path into a JSON value. */
export type JsonPath = (string | number)[];

/** Every place in a JSON value that holds a string, with its path. */
export function stringLeavesOf(value: unknown, path: JsonPath = []): JsonPath[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringLeavesOf(item, [...path, index]));
  if (isPlainObject(value)) {
    return Object.entries(value).flatMap(([key, item]) => stringLeavesOf(item, [...path, key]));
  }
  return [];
}

/** Every place in a JSON value (the root included), with its path. */
export function nodesOf(value: unknown, path: JsonPath = []): JsonPath[] {
  const children = Array.isArray(value)
    ? value.flatMap((item, index) => nodesOf(item, [...path, index]))
    : isPlainObject(value)
      ? Object.entries(value).flatMap(([key, item]) => nodesOf(item, [...path, key]))
      : [];
  return [path, ...children];
}

/** A copy of `value` with `replacement` at `path` (the root when the path is empty). */
export function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return (value as unknown[]).map((item, index) =>
      index === head ? replaceAt(item, rest, replacement) : item,
    );
  }
  if (isPlainObject(value)) {
    return { ...value, [head as string]: replaceAt(value[head as string], rest, replacement) };
  }
  return value;
}
