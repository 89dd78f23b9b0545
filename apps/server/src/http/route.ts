import { type Contract, ErrorBodySchema } from '@polymath/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  preParsingHookHandler,
  preValidationHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { refuseUnsafeInput } from './unsafe-input';

/**
 * Registers a route from a shared contract, so the path, the method and the schemas of what goes in
 * and out are declared once (in packages/shared) for the server, the web client and the OpenAPI doc.
 * Input is validated (400 VALIDATION on failure) and the response is checked against the contract.
 */

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a contract's handler receives: body, query and params already parsed. */
export type ContractRequest<C extends Contract> =
  C extends Contract<infer Body, infer Query, infer Params>
    ? FastifyRequest<{ Body: Infer<Body>; Querystring: Infer<Query>; Params: Infer<Params> }>
    : never;

/** A contract's handler returns the response body (or throws an AppError), directly or as a promise. */
export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => z.output<C['response']> | Promise<z.output<C['response']>>;

export interface ContractRouteOptions {
  /** The success status (default 200). */
  status?: 200 | 201 | 202;
  /** OpenAPI tags. */
  tags?: string[];
  /** Route config read by hooks (e.g. `loadShedding: false`). */
  config?: FastifyContextConfig;
  /** Hooks that run after validation and before the handler (authentication, for example). */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** A body limit other than the server-wide BODY_LIMIT_BYTES. */
  bodyLimit?: number;
}

export function routeFromContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: NoInfer<ContractHandler<C>>,
  options: ContractRouteOptions = {},
): void {
  const status = options.status ?? 200;
  const run: RouteHandlerMethod = async (request, reply) => {
    reply.code(status);
    return handler(request as unknown as ContractRequest<C>, reply);
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    // A route that takes no body ignores an empty one, whatever its content type says (Fastify
    // never reads a GET's body).
    ...(contract.body || contract.method === 'GET' ? {} : { preParsing: ignoreEmptyBody }),
    // Input the route reads is checked; a route that reads none skips the walk.
    ...(contract.body || contract.query || contract.params ? { preValidation: checkInput } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: contract.summary,
      ...(options.tags ? { tags: options.tags } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      response: {
        [status]: contract.response,
        '4xx': ErrorBodySchema,
        '5xx': ErrorBodySchema,
      },
    },
    handler: run,
  });
}

/** Refuses text PostgreSQL cannot store and JSON nested too deep (http/unsafe-input.ts). */
const checkInput: preValidationHookHandler = (request, _reply, done) => {
  try {
    refuseUnsafeInput({ body: request.body, query: request.query, params: request.params });
    done();
  } catch (error) {
    done(error as Error);
  }
};

/** Drops the content type of an empty body, so Fastify does not refuse it as empty JSON. */
const ignoreEmptyBody: preParsingHookHandler = (request, _reply, payload, done) => {
  const length = request.headers['content-length'];
  const isEmpty =
    (length === undefined || length === '0') && request.headers['transfer-encoding'] === undefined;
  if (isEmpty) delete request.headers['content-type'];
  done(null, payload);
};
