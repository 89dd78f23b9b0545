import { z } from 'zod';

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;
type ChangeFields<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>>;
};

/**
 * The fields of a PATCH body: each optional and without its default. `.partial()` alone keeps the
 * defaults, so a change naming only the title would reset every other field to its default.
 */
export function changeFieldsOf<Shape extends z.ZodRawShape>(shape: Shape): ChangeFields<Shape> {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional(),
    ]),
  ) as unknown as ChangeFields<Shape>;
}
