import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the web a fetcher reads: a real HTTP server on 127.0.0.1 answering each
 * path with the handler the test gives (404 for the others), and counting what reached it.
 */

export type WebPeerRoute = (request: IncomingMessage, response: ServerResponse) => void;

export interface WebPeer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** The paths requested, oldest first. */
  requests: string[];
  /** The Host header of each request, oldest first. */
  hosts: (string | undefined)[];
  /** TCP connections accepted. */
  connectionCount: number;
  /** Replaces or adds the handler of a path. */
  route(path: string, handler: WebPeerRoute): void;
  close(): Promise<void>;
}

export async function startWebPeer(routes: Record<string, WebPeerRoute> = {}): Promise<WebPeer> {
  const handlers = new Map(Object.entries(routes));
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    peer.requests.push(path);
    peer.hosts.push(request.headers.host);
    const handler = handlers.get(path);
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.on('connection', () => {
    peer.connectionCount += 1;
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const peer: WebPeer = {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests: [],
    hosts: [],
    connectionCount: 0,
    route: (path, handler) => handlers.set(path, handler),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return peer;
}

/** A handler answering 200 with `body` as `contentType`. */
export function answer(contentType: string, body: string | Buffer): WebPeerRoute {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': contentType }).end(body);
  };
}

/** A handler redirecting (302) to `location`. */
export function redirectTo(location: string, status = 302): WebPeerRoute {
  return (_request, response) => {
    response.writeHead(status, { location }).end();
  };
}
