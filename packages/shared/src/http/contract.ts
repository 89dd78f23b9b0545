import type { z } from 'zod';

/** HTTP methods used by the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API: method, path (Fastify style, `:param`), and the zod schemas of what goes in
 * and what comes back. The server registers routes from it and the web client calls through it.
 */
export interface Contract<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  body?: Body;
  query?: Query;
  params?: Params;
  response: Response;
}

/** Declares a contract with its types kept exact. */
export function defineContract<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(contract: Contract<Body, Query, Params, Response>): Contract<Body, Query, Params, Response> {
  return contract;
}
