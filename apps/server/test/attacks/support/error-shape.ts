import { ErrorBodySchema } from '@polymath/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Every refusal is JSON of the one error shape, `{ success: false, error, code }` (+ issues), and
 * never a 5xx: the attack suites check each answer with this.
 */
export function expectNoServerError(response: LightMyRequestResponse, context = ''): void {
  const where = `${context} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const parsed = ErrorBodySchema.strict().safeParse(JSON.parse(response.body));
  expect(parsed.success, where).toBe(true);
}
