import { z } from 'zod';

type WithoutDefault<Field> = Field extends z.ZodDefault<infer Inner> ? Inner : Field;

/**
 * A PATCH body's schema from a record's fields: each optional and without its default, so a change
 * of one field (a star, a new citation style) parses to that field alone and the others stay as
 * stored. zod's `.partial()` keeps the defaults, which would reset every field left out. An empty
 * change is refused.
 */
export function changeSchemaOf<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  // Object.fromEntries forgets the keys; the mapped type restores what the loop makes of each.
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional(),
    ]),
  ) as unknown as { [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>> };
  return z
    .object(fields)
    .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change' });
}
