import type { z } from 'zod';
import { ErrorBodySchema, type Contract } from '@polymath/shared';
import type { ApiError, ApiFailure, ApiResult } from './api-result';

/** The message of a 2xx answer whose body does not match the contract's response schema. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from server';

// How much of a body that is not JSON goes into the warning: enough to recognise an HTML page.
const BODY_PREVIEW_CHARS = 200;

/** A 2xx answer's body parsed by the contract's response schema; anything else is a failure. */
export function parseSuccess<C extends Contract>(
  contract: C,
  status: number,
  text: string,
): ApiResult<z.output<C['response']>> {
  const json = parseJson(text);
  const parsed = json.isJson ? contract.response.safeParse(json.value) : undefined;
  if (parsed?.success) return { ok: true, status, data: parsed.data as z.output<C['response']> };
  const cause =
    parsed?.error ?? new Error(`Response body is not JSON: ${text.slice(0, BODY_PREVIEW_CHARS)}`);
  console.warn(`[api] ${contract.method} ${contract.path}: ${UNEXPECTED_RESPONSE_MESSAGE}`, cause);
  return {
    ok: false,
    status,
    error: { message: UNEXPECTED_RESPONSE_MESSAGE, code: 'INTERNAL', cause },
  };
}

/** An error answer (non-2xx) with its body `text` parsed into the typed error. */
export function parseFailure(response: Response, text: string): ApiFailure {
  return { ok: false, status: response.status, error: parseErrorBody(response, text) };
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
