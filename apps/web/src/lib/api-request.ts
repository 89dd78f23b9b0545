/** The URL path of a contract with its `:name` parameters filled in and encoded. */
export function buildPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(toText(value));
  });
}

/** `?key=value&...` for the defined values of `query` (arrays as repeated keys); '' for none. */
export function buildQuery(query: unknown): string {
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

/** The request body: JSON, or a form or file as it is; none for GET. */
export function buildBody(method: string, body: unknown): { body?: BodyInit } {
  if (body === undefined || method === 'GET') return {};
  return { body: isRawBody(body) ? body : JSON.stringify(body) };
}

/** The content type header of a JSON body. */
export function contentTypeOf(body: unknown): Record<string, string> {
  // Multipart and form bodies set their own content type (with the boundary).
  return body === undefined || isRawBody(body) ? {} : { 'Content-Type': 'application/json' };
}

function toText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value.toString();
  }
  return JSON.stringify(value);
}
