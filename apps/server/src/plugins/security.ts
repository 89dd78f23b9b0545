import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export async function registerSecurity(
  app: FastifyInstance,
  options: { cspAdditions?: CspAdditions | null } = {},
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: buildContentSecurityPolicy(options.cspAdditions ?? null),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
