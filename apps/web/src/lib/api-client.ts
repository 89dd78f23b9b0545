import type { z } from 'zod';
import {
  ErrorBodySchema,
  type Contract,
  type ErrorCode,
  type ValidationIssue,
} from '@polymath/shared';
import { getAuthHeaders } from './auth-headers';

/** How long a call may take, response body included, before it is abandoned. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The message of a 2xx answer whose body does not match the contract's response schema. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from server';

const MS_PER_SECOND = 1000;
// How much of a body that is not JSON goes into the warning: enough to recognise an HTML page.
const BODY_PREVIEW_CHARS = 200;

/** What went wrong with a call, ready to show or to branch on (by `code`, never by message). */
export interface ApiError {
  message: string;
  /** The API's stable error code, when the server sent one. */
  code?: ErrorCode;
  /** Which input fields failed validation (code VALIDATION). */
  issues?: ValidationIssue[];
  /** The underlying error (network failure, schema mismatch), for logs only. */
  cause?: unknown;
}

/** The outcome of a call: typed data, or an error with the HTTP status (0 when no answer came). */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

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

/** The API client: every call of the web app goes through `call`, which never throws. */
export interface ApiClient {
  call<C extends Contract>(contract: C, ...args: CallArgs<C>): Promise<ApiResult<ContractData<C>>>;
}

/** Builds an API client; the app uses the `apiClient` instance below. */
export function createApiClient(clientOptions: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '',
    getHeaders = getAuthHeaders,
    timeoutMs: defaultTimeoutMs = DEFAULT_TIMEOUT_MS,
  } = clientOptions;

  async function call<C extends Contract>(
    contract: C,
    ...[input, options]: CallArgs<C>
  ): Promise<ApiResult<ContractData<C>>> {
    const timeoutMs = options?.timeoutMs ?? defaultTimeoutMs;
    const callerSignal = options?.signal;
    const controller = new AbortController();
    const handleCallerAbort = () => controller.abort(callerSignal?.reason);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hasTimedOut = false;
    let hasReachedFetch = false;

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
        headers: { Accept: 'application/json', ...getHeaders(), ...contentTypeOf(input?.body) },
        signal: controller.signal,
      };
      hasReachedFetch = true;
      const response = await fetchImpl(url, init);
      const text = await response.text();
      if (response.ok) return parseSuccess(contract, response.status, text);
      return { ok: false, status: response.status, error: parseErrorBody(response, text) };
    } catch (error) {
      const message = describeFailure(error, {
        hasTimedOut,
        wasCancelled: callerSignal?.aborted === true,
        hasReachedFetch,
        timeoutMs,
      });
      console.warn(`[api] ${contract.method} ${contract.path} failed:`, message, error);
      return { ok: false, status: 0, error: { message, cause: error } };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', handleCallerAbort);
    }
  }

  return { call };
}

/** The client every feature uses. */
export const apiClient = createApiClient();

function buildPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(toText(value));
  });
}

function buildQuery(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null) search.append(key, toText(item));
    }
  }
  const queryString = search.toString();
  return queryString ? `?${queryString}` : '';
}

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

function buildBody(method: string, body: unknown): { body?: BodyInit } {
  if (body === undefined || method === 'GET') return {};
  return { body: isRawBody(body) ? body : JSON.stringify(body) };
}

// Multipart and form bodies set their own content type (with the boundary).
function contentTypeOf(body: unknown): Record<string, string> {
  return body === undefined || isRawBody(body) ? {} : { 'Content-Type': 'application/json' };
}

function parseSuccess<C extends Contract>(
  contract: C,
  status: number,
  text: string,
): ApiResult<ContractData<C>> {
  const json = parseJson(text);
  const parsed = json.isJson ? contract.response.safeParse(json.value) : undefined;
  if (parsed?.success) return { ok: true, status, data: parsed.data as ContractData<C> };
  const cause =
    parsed?.error ?? new Error(`Response body is not JSON: ${text.slice(0, BODY_PREVIEW_CHARS)}`);
  console.warn(`[api] ${contract.method} ${contract.path}: ${UNEXPECTED_RESPONSE_MESSAGE}`, cause);
  return {
    ok: false,
    status,
    error: { message: UNEXPECTED_RESPONSE_MESSAGE, code: 'INTERNAL', cause },
  };
}

function parseErrorBody(response: Response, text: string): ApiError {
  const json = parseJson(text);
  const body = ErrorBodySchema.safeParse(json.value);
  if (body.success) {
    const { error, code, issues } = body.data;
    return issues ? { message: error, code, issues } : { message: error, code };
  }
  // A proxy's HTML page or a body without our shape: keep any message it has, else name the status.
  const looseMessage = (json.value as { error?: unknown } | undefined)?.error;
  if (typeof looseMessage === 'string' && looseMessage) return { message: looseMessage };
  const statusText = response.statusText ? ` (${response.statusText})` : '';
  return { message: `Request failed with status ${response.status}${statusText}` };
}

function parseJson(text: string): { isJson: boolean; value: unknown } {
  // An empty body (204) is a valid "nothing", for schemas that expect it.
  if (text.trim() === '') return { isJson: true, value: undefined };
  try {
    return { isJson: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isJson: false, value: undefined };
  }
}

function toText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value.toString();
  }
  return JSON.stringify(value);
}

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
