import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of valid inputs, derived from our zod 4 schemas. The maintained
 * converter (zod-fast-check) supports zod 3 only, so this covers the schema kinds our contracts
 * use and throws on any other, naming where it met it: a new kind is added here, never skipped.
 *
 * Values are what a client sends (the schema's input): JSON for bodies, and strings for a query
 * or a path (`where: 'text'`), where a coerced number arrives as its digits.
 */

/** Where generated values travel: a JSON body, or the text of a query string or a path. */
export type Where = 'json' | 'text';

/** The zod 4 internals read here: every schema's `_zod.def`, and its checks' defs. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  [key: string]: unknown;
}

export class UnsupportedSchemaError extends Error {}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def): CheckDef[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

/** Text a database can store: no NUL character (well-formed Unicode by construction). */
const storableText = (constraints: { minLength?: number; maxLength?: number }) =>
  fc
    .string({ unit: 'grapheme', ...constraints })
    .filter((text) => !text.includes('\u0000'))
    .filter((text) => (constraints.minLength ? text.length >= constraints.minLength : true))
    .filter((text) => (constraints.maxLength ? text.length <= constraints.maxLength : true));

/** A moment as ISO 8601, in the years a person could mean. */
const isoMoment = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString());

const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,14}[a-z0-9]$/),
    fc.constantFrom('example.org', 'example.com', 'mail.example.net'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain]) => `${local}@${domain}`);

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: emailAddress,
  uuid: fc.uuid({ version: 4 }),
  url: fc.webUrl({ validSchemes: ['https', 'http'] }),
  datetime: isoMoment,
  date: isoMoment.map((moment) => moment.slice(0, 10)),
};

function stringArbitrary(def: Def, path: string): fc.Arbitrary<string> {
  const format = typeof def.format === 'string' ? def.format : undefined;
  if (format && format !== 'regex') {
    const arbitrary = FORMATS[format];
    if (!arbitrary) throw new UnsupportedSchemaError(`string format ${format} at ${path}`);
    return arbitrary;
  }
  let minLength: number | undefined;
  let maxLength: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = check.minimum as number;
    else if (check.check === 'max_length') maxLength = check.maximum as number;
    else if (check.check === 'length_equals') minLength = maxLength = check.length as number;
    else if (check.check === 'string_format' && check.format === 'regex') {
      return fc.stringMatching(check.pattern as RegExp);
    } else if (check.check === 'string_format') {
      const arbitrary = FORMATS[check.format as string];
      if (!arbitrary)
        throw new UnsupportedSchemaError(`string format ${String(check.format)} at ${path}`);
      return arbitrary;
    }
    // 'overwrite' (trim, lower case) and 'custom' (refine) are left to the final filter.
  }
  // Long enough to reach a limit now and then, short enough to keep runs fast.
  const upper = Math.min(maxLength ?? 60, (minLength ?? 0) + 60);
  return storableText({ ...(minLength ? { minLength } : {}), maxLength: upper });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let isInteger = false;
  let minExcluded = false;
  let maxExcluded = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') {
      min = check.value as number;
      minExcluded = !check.inclusive;
    } else if (check.check === 'less_than') {
      max = check.value as number;
      maxExcluded = !check.inclusive;
    } else if (check.check === 'number_format') {
      isInteger = String(check.format).includes('int');
    }
  }
  if (isInteger) {
    return fc.integer({
      min: Math.ceil(minExcluded ? min + 1 : min),
      max: Math.floor(maxExcluded ? max - 1 : max),
    });
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
}

/** An object's entries: optional keys (optional, default, prefault) may be left out. */
function objectArbitrary(def: Def, where: Where, path: string): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, z.ZodType>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const fieldDef = defOf(field);
    const isOptional = ['optional', 'default', 'prefault'].includes(fieldDef.type);
    model[key] = build(
      isOptional ? (fieldDef.innerType as z.ZodType) : field,
      where,
      `${path}.${key}`,
    );
    if (!isOptional) requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

function build(schema: z.ZodType, where: Where, path: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => build(def[key] as z.ZodType, where, path);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, path);
    case 'number': {
      const numbers = numberArbitrary(def);
      return where === 'text' ? numbers.map(String) : numbers;
    }
    case 'boolean':
      return where === 'text' ? fc.constantFrom('true', 'false') : fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'pipe': {
      // A string piped into a string format (trim, then e-mail): the format is on the way out.
      const into = defOf(def.out as z.ZodType);
      const from = defOf(def.in as z.ZodType);
      return from.type === 'string' && into.type === 'string' ? inner('out') : inner('in');
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => build(option, where, path)));
    case 'object':
      return objectArbitrary(def, where, path);
    case 'array': {
      let minLength = 0;
      let maxLength = 4;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') minLength = check.minimum as number;
        if (check.check === 'max_length') maxLength = Math.min(check.maximum as number, maxLength);
      }
      return fc.array(inner('element'), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'record':
      return fc.dictionary(
        build(def.keyType as z.ZodType, 'text', `${path}{key}`) as fc.Arbitrary<string>,
        inner('valueType'),
        { maxKeys: 4 },
      );
    default:
      throw new UnsupportedSchemaError(`zod type ${def.type} at ${path}`);
  }
}

/**
 * Valid inputs of a schema: built from its structure, then filtered through the schema itself, so
 * the refinements it does not model (trim, refine) hold too.
 */
export function validInputOf(schema: z.ZodType, where: Where = 'json'): fc.Arbitrary<unknown> {
  return build(schema, where, '$').filter((value) => schema.safeParse(value).success);
}
