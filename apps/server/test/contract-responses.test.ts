import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SHARED_CONTRACTS } from './attacks/support/routes';

interface SchemaNode {
  _zod: { def: Record<string, unknown> & { type: string } };
}

const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The paths to the transforms inside a schema (object fields, wrappers, pipes, unions, lists). */
function transformsIn(schema: z.ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, path: string) => {
    if (!isSchema(node) || seen.has(node)) return;
    seen.add(node);
    const { def } = node._zod;
    if (def.type === 'transform') found.push(path || '(the response)');
    if (def.type === 'lazy') visit((def.getter as () => unknown)(), path);
    const shape = def.shape as Record<string, unknown> | undefined;
    for (const [name, field] of Object.entries(shape ?? {})) visit(field, `${path}.${name}`);
    for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'keyType']) {
      visit(def[key], path);
    }
    visit(def.valueType, `${path}[value]`);
    for (const option of (def.options as unknown[] | undefined) ?? []) visit(option, path);
    for (const item of (def.items as unknown[] | undefined) ?? []) visit(item, path);
  };
  visit(schema, '');
  return found;
}

/**
 * The server encodes every answer with its contract's response schema, and zod cannot encode a
 * transform: a response field with one answers 500 whenever it is present (a citation with a DOI
 * once did, and then its owner's whole citation list did).
 */
describe('contract responses', () => {
  it('finds a transform where there is one', async () => {
    const { z: zod } = await import('zod');
    const schema = zod.object({
      list: zod.array(zod.object({ doi: zod.string().transform((s) => s) })),
    });
    expect(transformsIn(schema)).toEqual(['.list.doi']);
  });

  it.each(SHARED_CONTRACTS.map((contract) => [`${contract.method} ${contract.path}`, contract]))(
    '%s answers with a schema that can be encoded',
    (_name, contract) => {
      expect(transformsIn(contract.response)).toEqual([]);
    },
  );
});
