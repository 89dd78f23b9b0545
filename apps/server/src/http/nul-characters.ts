import { AppError } from '@polymath/shared';

/** Where a NUL character was found, as a validation issue path. */
function findNul(value: unknown, path: (string | number)[]): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses text holding a NUL character (U+0000) anywhere in a request's body, query or path with
 * 400 VALIDATION: PostgreSQL cannot store it in text or JSON, so it would otherwise fail deep in a
 * query as a 500.
 */
export function refuseNulCharacters(parts: {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}): void {
  for (const [part, value] of Object.entries(parts)) {
    const path = findNul(value, [part]);
    if (path) {
      throw new AppError('VALIDATION', {
        message: 'Text may not contain NUL characters.',
        issues: [{ path, message: 'contains a NUL character' }],
      });
    }
  }
}
