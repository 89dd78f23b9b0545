import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SHARED_CONTRACTS } from '../support/routes';
import { UnsupportedSchemaError, validInputOf } from './zod-arbitrary';

describe('valid inputs from zod 4 schemas', () => {
  it('makes values every contract’s body, query and path schemas accept', () => {
    for (const contract of SHARED_CONTRACTS) {
      for (const [part, schema] of [
        ['body', contract.body],
        ['query', contract.query],
        ['params', contract.params],
      ] as const) {
        if (!schema) continue;
        const where = part === 'body' ? 'json' : 'text';
        for (const value of fc.sample(validInputOf(schema, where), { numRuns: 20, seed: 11 })) {
          expect(schema.safeParse(value).success, `${contract.path} ${part}`).toBe(true);
        }
      }
    }
  });

  it('reaches the bounds and formats a schema sets', () => {
    const schema = z.object({
      id: z.string().min(3).max(5),
      count: z.number().int().min(2).max(4),
      email: z.string().trim().pipe(z.email()),
      at: z.iso.datetime({ offset: true }),
      month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
      tags: z.array(z.string()).max(2).optional(),
    });
    const values = fc.sample(validInputOf(schema), { numRuns: 200, seed: 3 }) as z.input<
      typeof schema
    >[];
    expect(new Set(values.map((value) => value.id.length))).toEqual(new Set([3, 4, 5]));
    expect(new Set(values.map((value) => value.count))).toEqual(new Set([2, 3, 4]));
    expect(values.some((value) => value.tags === undefined)).toBe(true);
    expect(values.some((value) => (value.tags?.length ?? 0) === 2)).toBe(true);
  });

  it('writes numbers and booleans of a query or a path as text', () => {
    const schema = z.object({ limit: z.coerce.number().int().min(1).max(50) });
    for (const value of fc.sample(validInputOf(schema, 'text'), { numRuns: 20, seed: 5 })) {
      expect(typeof (value as { limit: unknown }).limit).toBe('string');
    }
  });

  it('refuses a schema kind it does not know, naming where it met it', () => {
    expect(() => validInputOf(z.object({ when: z.date() }))).toThrow(UnsupportedSchemaError);
    expect(() => validInputOf(z.object({ when: z.date() }))).toThrow(/date at \$\.when/);
  });
});
