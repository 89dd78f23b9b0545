import { z } from 'zod';

/** The value types env.ts and the settings modules beside it share. */

export const positiveInt = z.coerce.number().int().positive();

export const httpUrl = () =>
  z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' });

export const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: "expected 'true', 'false', '1' or '0'" })
  .transform((value) => value === 'true' || value === '1');
