import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index';

// The server serialises responses with z.encode and builds OpenAPI with z.toJSONSchema: a schema
// using transform() would break both, so every exported schema must convert in both directions.
const exportedSchemas = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('exported schemas', () => {
  it('are found', () => {
    expect(exportedSchemas.length).toBeGreaterThan(100);
  });

  it.each(exportedSchemas)('%s converts to JSON Schema for input and output', (_name, schema) => {
    for (const io of ['input', 'output'] as const) {
      expect(() => z.toJSONSchema(schema, { io, unrepresentable: 'throw' })).not.toThrow();
    }
  });
});
