import type { FastifyInstance } from 'fastify';

/** Where Vibe-Coding's live preview is framed from. */
export const CODE_PREVIEW_PATH = '/code-preview';

/**
 * The preview frame's own policy. `sandbox allow-scripts` gives the page an opaque origin even if
 * it is opened on its own: it can never read the app's storage or cookies. Inline scripts and
 * styles are the user's program; nothing may be fetched or sent anywhere (default-src 'none': no
 * fetch, WebSocket, beacon, remote image or font), forms go nowhere, and only this app may frame it.
 */
export const CODE_PREVIEW_CSP = [
  "default-src 'none'",
  // Safe here: the scripts are the user's own program, in an opaque origin with no network.
  "script-src 'unsafe-inline' 'unsafe-eval'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'media-src data: blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ');

/**
 * The frame's page: it tells the app it is ready, then writes the one document the app sends it
 * (from the app window only) in place of itself. A new render is a new frame: writing a document
 * removes this listener, so nothing the user's program does can receive a second one.
 */
const FRAME_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Preview</title></head><body><script>
addEventListener('message', function (event) {
  if (event.source !== parent || !event.data || event.data.type !== 'polymath-preview-render') return;
  document.open();
  document.write(String(event.data.html));
  document.close();
});
parent.postMessage({ type: 'polymath-preview-ready' }, '*');
</script></body></html>`;

/** GET /code-preview: the sandboxed page Vibe-Coding's live preview renders in. */
export function registerCodePreviewFrame(app: FastifyInstance): void {
  app.get(CODE_PREVIEW_PATH, { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('content-security-policy', CODE_PREVIEW_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(FRAME_PAGE);
  });
}
