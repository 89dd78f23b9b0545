import type { z } from 'zod';
import type { Contract } from '@polymath/shared';
import { buildBody, buildPath, buildQuery, contentTypeOf } from './api-request';
import { parseFailure, parseSuccess } from './api-response';
import type { ApiResult } from './api-result';
import { getAuthHeaders } from './auth-headers';

export type { ApiError, ApiFailure, ApiResult } from './api-result';
export { UNEXPECTED_RESPONSE_MESSAGE } from './api-response';

/** How long a call may take, response body included (a stream: until it begins), before it is abandoned. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The message of a 2xx streamed answer without a body. */
export const EMPTY_STREAM_MESSAGE = 'The response stream was empty';

const MS_PER_SECOND = 1000;

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call; it then resolves as a failure with status 0. */
  signal?: AbortSignal;
  /** Overrides DEFAULT_TIMEOUT_MS for this call. */
  timeoutMs?: number;
}

type EmptyObject = Record<never, never>;
type Present<S> = Exclude<S, undefined>;
// A part is required when the contract declares it and its input has a required field.
type InputPart<Key extends string, S> = [Present<S>] extends [never]
  ? { [K in Key]?: never }
  : Present<S> extends z.ZodType
    ? EmptyObject extends z.input<Present<S>>
      ? { [K in Key]?: z.input<Present<S>> }
      : { [K in Key]: z.input<Present<S>> }
    : never;

/** The input of a call, typed from the contract's body, query and params schemas. */
export type ContractInput<C extends Contract> = InputPart<'body', C['body']> &
  InputPart<'query', C['query']> &
  InputPart<'params', C['params']>;

/** The data a successful call returns: the contract's parsed response. */
export type ContractData<C extends Contract> = z.output<C['response']>;

type CallArgs<C extends Contract> =
  EmptyObject extends ContractInput<C>
    ? [input?: ContractInput<C>, options?: CallOptions]
    : [input: ContractInput<C>, options?: CallOptions];

/** What the client is built from; the defaults are the browser's. */
export interface ApiClientOptions {
  /** Prefix of every path; empty means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  getHeaders?: () => Record<string, string>;
  timeoutMs?: number;
}

/** The API client: every call of the web app goes through `call` or `stream`; neither throws. */
export interface ApiClient {
  call<C extends Contract>(contract: C, ...args: CallArgs<C>): Promise<ApiResult<ContractData<C>>>;
  /**
   * Opens a streamed answer (server-sent events) and returns its body to read. Failures are
   * reported as `call` reports them; the timeout covers the wait for the answer to begin, not the
   * stream, which lasts until it ends or the caller's signal aborts it.
   */
  stream<C extends Contract>(
    contract: C,
    ...args: CallArgs<C>
  ): Promise<ApiResult<ReadableStream<Uint8Array>>>;
}

/** Builds an API client; the app uses the `apiClient` instance below. */
export function createApiClient(clientOptions: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '',
    getHeaders = getAuthHeaders,
    timeoutMs: defaultTimeoutMs = DEFAULT_TIMEOUT_MS,
  } = clientOptions;

  /**
   * Sends the contract's request and lets `read` turn the response into the result, within the
   * timeout. A failure anywhere, `read` included, resolves as status 0. For a stream the caller's
   * signal must keep reaching the request after `read` has returned the body.
   */
  async function send<C extends Contract, T>(
    contract: C,
    input: ContractInput<C> | undefined,
    options: CallOptions | undefined,
    how: { accept: string; isStream: boolean; read: (response: Response) => Promise<ApiResult<T>> },
  ): Promise<ApiResult<T>> {
    const timeoutMs = options?.timeoutMs ?? defaultTimeoutMs;
    const callerSignal = options?.signal;
    const controller = new AbortController();
    const handleCallerAbort = () => controller.abort(callerSignal?.reason);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hasTimedOut = false;
    let hasReachedFetch = false;
    let isStreaming = false;

    try {
      timer = setTimeout(() => {
        hasTimedOut = true;
        controller.abort();
      }, timeoutMs);
      if (callerSignal?.aborted) handleCallerAbort();
      else callerSignal?.addEventListener('abort', handleCallerAbort, { once: true });
      // Read fetch at call time so a page (or a test) can replace the global.
      const fetchImpl = clientOptions.fetch ?? globalThis.fetch;
      const url = baseUrl + buildPath(contract.path, input?.params) + buildQuery(input?.query);
      const init: RequestInit = {
        method: contract.method,
        ...buildBody(contract.method, input?.body),
        headers: { Accept: how.accept, ...getHeaders(), ...contentTypeOf(input?.body) },
        signal: controller.signal,
      };
      hasReachedFetch = true;
      const response = await fetchImpl(url, init);
      const result = await how.read(response);
      isStreaming = how.isStream && result.ok;
      return result;
    } catch (error) {
      const message = describeFailure(error, {
        hasTimedOut,
        wasCancelled: callerSignal?.aborted === true,
        hasReachedFetch,
        timeoutMs,
      });
      // A request its caller cancelled (a page left, a query replaced) did not fail.
      if (callerSignal?.aborted !== true) {
        console.warn(`[api] ${contract.method} ${contract.path} failed:`, message, error);
      }
      return { ok: false, status: 0, error: { message, cause: error } };
    } finally {
      clearTimeout(timer);
      // A stream handed out stays cancellable by the caller (the listener goes once it fires).
      if (!isStreaming) callerSignal?.removeEventListener('abort', handleCallerAbort);
    }
  }

  function call<C extends Contract>(
    contract: C,
    ...[input, options]: CallArgs<C>
  ): Promise<ApiResult<ContractData<C>>> {
    return send(contract, input, options, {
      accept: 'application/json',
      isStream: false,
      read: async (response) => {
        const text = await response.text();
        if (response.ok) return parseSuccess(contract, response.status, text);
        return parseFailure(response, text);
      },
    });
  }

  function stream<C extends Contract>(
    contract: C,
    ...[input, options]: CallArgs<C>
  ): Promise<ApiResult<ReadableStream<Uint8Array>>> {
    return send(contract, input, options, {
      accept: 'text/event-stream',
      isStream: true,
      read: async (response) => {
        if (!response.ok) return parseFailure(response, await response.text());
        if (response.body === null) {
          return { ok: false, status: response.status, error: { message: EMPTY_STREAM_MESSAGE } };
        }
        return { ok: true, status: response.status, data: response.body };
      },
    });
  }

  return { call, stream };
}

/** The client every feature uses. */
export const apiClient = createApiClient();

function describeFailure(
  error: unknown,
  state: {
    hasTimedOut: boolean;
    wasCancelled: boolean;
    hasReachedFetch: boolean;
    timeoutMs: number;
  },
): string {
  if (state.hasTimedOut)
    return `The server did not answer within ${state.timeoutMs / MS_PER_SECOND} s`;
  if (state.wasCancelled) return 'The request was cancelled';
  if (!state.hasReachedFetch) return `Could not build the request: ${describe(error)}`;
  return `Could not reach the server: ${describe(error)}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
