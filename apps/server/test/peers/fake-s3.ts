import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an S3-compatible store, path-style (`/bucket/key`): PutObject, GetObject,
 * HeadObject, DeleteObject and DeleteObjects (which demands a matching Content-MD5, as S3 documents
 * it). Every request must carry a valid AWS Signature Version 4 for the one access key it knows,
 * checked the way S3 checks it (canonical request, signed headers, payload hash), so a client with
 * a wrong secret is refused with 403 SignatureDoesNotMatch.
 */
export interface FakeS3 {
  /** The endpoint to configure (http://127.0.0.1:<port>). */
  url: string;
  /** The bucket's objects by key. */
  objects: Map<string, Buffer>;
  /** Each request as `<operation> <key>` (`DeleteObjects <k1>,<k2>`), refused ones as `refused <code>`. */
  requests: string[];
  close(): Promise<void>;
}

export interface FakeS3Options {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 canonicalises query strings. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(search: string): string {
  if (!search) return '';
  return search
    .slice(1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      return [
        uriEncode(decodeURIComponent(name)),
        uriEncode(decodeURIComponent(value.replaceAll('+', ' '))),
      ];
    })
    .sort(([a = '', av = ''], [b = '', bv = '']) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

interface Refusal {
  status: number;
  code: string;
}

/** Checks the request's SigV4 Authorization header; answers what is wrong, or undefined. */
function checkSignature(
  request: IncomingMessage,
  body: Buffer,
  options: FakeS3Options,
): Refusal | undefined {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return { status: 403, code: 'AccessDenied' };
  const [, accessKeyId = '', day = '', region = '', signedHeaderList = '', signature = ''] = match;
  if (accessKeyId !== options.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' };
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  const signedHeaders = signedHeaderList.split(';');
  if (!amzDate.startsWith(day) || !signedHeaders.includes('host')) {
    return { status: 403, code: 'AccessDenied' };
  }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  }
  const url = new URL(request.url ?? '/', 'http://s3.invalid');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    // S3 signs the path as sent, without encoding it a second time.
    url.pathname,
    canonicalQuery(url.search),
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${options.secretAccessKey}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { status: 403, code: 'SignatureDoesNotMatch' };
  }
  return undefined;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xmlUnescape = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

function sendError(response: ServerResponse, status: number, code: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const refusal = checkSignature(request, body, options);
    if (refusal) {
      requests.push(`refused ${refusal.code}`);
      sendError(response, refusal.status, refusal.code);
      return;
    }
    const url = new URL(request.url ?? '/', 'http://s3.invalid');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== options.bucket) {
      sendError(response, 404, 'NoSuchBucket');
      return;
    }
    if (request.method === 'POST' && url.searchParams.has('delete') && !key) {
      const md5 = createHash('md5').update(body).digest('base64');
      if (request.headers['content-md5'] !== md5) {
        requests.push('refused MissingContentMD5');
        sendError(response, 400, 'MissingContentMD5');
        return;
      }
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
        xmlUnescape(m[1] ?? ''),
      );
      requests.push(`DeleteObjects ${keys.join(',')}`);
      for (const deleted of keys) objects.delete(deleted);
      const quiet = /<Quiet>true<\/Quiet>/.test(body.toString('utf8'));
      const listed = quiet
        ? ''
        : keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('');
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${listed}</DeleteResult>`,
      );
      return;
    }
    if (!key) {
      sendError(response, 400, 'InvalidRequest');
      return;
    }
    const stored = objects.get(key);
    switch (request.method ?? '') {
      case 'PUT': {
        requests.push(`PutObject ${key}`);
        objects.set(key, body);
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        response.end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        requests.push(`${request.method === 'GET' ? 'GetObject' : 'HeadObject'} ${key}`);
        if (!stored) {
          if (request.method === 'HEAD') {
            response.writeHead(404);
            response.end();
          } else sendError(response, 404, 'NoSuchKey');
          return;
        }
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': String(stored.length),
          etag: `"${createHash('md5').update(stored).digest('hex')}"`,
        });
        response.end(request.method === 'GET' ? stored : undefined);
        return;
      }
      case 'DELETE': {
        requests.push(`DeleteObject ${key}`);
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      }
      default:
        sendError(response, 405, 'MethodNotAllowed');
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => sendError(response, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
