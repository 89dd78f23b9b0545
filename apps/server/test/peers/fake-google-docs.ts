import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's document exports (GOOGLE_DOCS_BASE_URL): a public document's
 * `/document/d/<id>/export?format=txt` (and Sheets' csv, Slides' txt) answers its text; a private
 * one redirects to a sign-in page in HTML, as Google does; an unknown id is a 404.
 */
export interface FakeGoogleDocs {
  baseUrl: string;
  /** Export paths requested, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeGoogleDocs(documents: {
  public: Record<string, string>;
  private: string[];
}): Promise<FakeGoogleDocs> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/ServiceLogin') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<html><body><form>Sign in to continue to Docs</form></body></html>');
      return;
    }
    const match = /^\/(document|spreadsheets|presentation)\/d\/([\w-]+)\/export(\/txt)?$/.exec(
      url.pathname,
    );
    const id = match?.[2];
    if (id && documents.private.includes(id)) {
      response.writeHead(302, { location: '/ServiceLogin?continue=docs' });
      response.end();
      return;
    }
    const text = id ? documents.public[id] : undefined;
    if (text === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<html><body>Not found</body></html>');
      return;
    }
    const isSheet = match?.[1] === 'spreadsheets';
    response.writeHead(200, {
      'content-type': `${isSheet ? 'text/csv' : 'text/plain'}; charset=utf-8`,
    });
    response.end(text);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
