import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { CspAdditions } from './ad-network-csp';

/**
 * Security headers on every response (helmet). The Content-Security-Policy fits the built web app:
 * scripts and styles only from this origin, inline styles allowed because React style props and
 * Radix set them, images also from data:/blob: URLs, API calls only to this origin. No
 * `upgrade-insecure-requests`: a self-hosted server is often reached over plain http on a LAN, and
 * the directive would send the browser to https for every asset. /docs sets its own policy
 * (plugins/swagger.ts).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The app's policy with `additions` (the ad network's hosts, when configured) appended. */
function buildContentSecurityPolicy(additions: CspAdditions | null) {
  if (!additions) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...additions.scriptSrc],
    frameSrc: ["'self'", ...additions.frameSrc],
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...additions.imgSrc],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...additions.connectSrc],
  };
}

/**
 * The headers helmet's middleware sets, read once from a stand-in response: with no nonce in the
 * policy they are the same for every response.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers are worked out once and set on each reply in one call. @fastify/helmet built
 * the middleware again for every request, parsing the policy each time (a fifth of the CPU time of
 * a trivial request, profile of 2026-12-02); running the built middleware per request still cost
 * 7% in its dozen small header middlewares.
 */
export function registerSecurity(
  app: FastifyInstance,
  options: { cspAdditions?: CspAdditions | null } = {},
): void {
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: buildContentSecurityPolicy(options.cspAdditions ?? null),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const assetHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isScriptOrStyleAsset(request.url) ? assetHeaders : headers);
    done();
  });
}

/**
 * Headers that govern a document (what it may load, who may frame or open it): a script or a
 * stylesheet ignores them. Sent with each of the first visit's 41 scripts they were 21 KB of 287 KB
 * (2026-12-03); nosniff, CORP, HSTS and the referrer policy (which a stylesheet's own requests
 * follow) stay.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * A built script or stylesheet (`/assets/….js` or `.css`; the page fallback never answers these
 * paths with a page). A worker script is governed by its own response's policy, so a file whose
 * name says worker keeps every header.
 */
export function isScriptOrStyleAsset(url: string): boolean {
  if (!url.startsWith('/assets/')) return false;
  const path = url.split('?', 1)[0] ?? '';
  return (path.endsWith('.js') || path.endsWith('.css')) && !path.includes('worker');
}
