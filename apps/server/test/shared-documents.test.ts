import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  ChatResponseSchema,
  ErrorBodySchema,
  FileAnalysisResponseSchema,
  SHARED_DOCUMENT_ERROR_MESSAGE,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher, type SafeFetcher } from '../src/net/safe-fetch';
import { buildTestApp, type TestApp } from './build-test-app';
import { type FakeGoogleDocs, startFakeGoogleDocs } from './peers/fake-google-docs';
import { startWebPeer, type WebPeer } from './peers/web-peer';

const PUBLIC_ID = '1PublicDocument_abcdefghijklmnop';
const PRIVATE_ID = '1PrivateDocument_abcdefghijklmno';
const SHEET_ID = '1BudgetSheet_abcdefghijklmnopqrs';
const MEETING_NOTES = [
  'The garden committee met on Tuesday to plan the spring planting.',
  'Tomatoes will go in the south beds once the frost has passed.',
  'The committee agreed to buy two new rain barrels for the greenhouse.',
].join('\n');

describe('POST /api/analyze-google-doc', () => {
  let google: FakeGoogleDocs;
  let web: WebPeer;
  let pageFetcher: SafeFetcher;
  let t: TestApp;

  beforeAll(async () => {
    google = await startFakeGoogleDocs({
      public: { [PUBLIC_ID]: MEETING_NOTES, [SHEET_ID]: 'Item,Cost\nRain barrel,40\nSeeds,12' },
      private: [PRIVATE_ID],
    });
    web = await startWebPeer({
      '/article': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          '<html><head><title>Composting at home</title></head><body><article><h1>Composting at home</h1><p>Composting turns kitchen scraps into soil for the garden. A compost heap needs air, water and a mix of green and brown material.</p></article></body></html>',
        );
      },
      '/to-metadata': (_request, response) => {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        response.end();
      },
    });
    // The page fetcher trusts the stand-in web's origin as the real web is reached here, and
    // nothing else: a redirect from it to a private address is still checked.
    pageFetcher = createSafeFetcher({ trustedOrigins: [web.origin] });
    t = await buildTestApp({ env: { GOOGLE_DOCS_BASE_URL: google.baseUrl }, pageFetcher });
  });
  afterAll(async () => {
    await t.close(); // closes the page fetcher it was given too
    await google.close();
    await web.close();
  });

  const analyse = (body: object, anonymousId: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analyze-google-doc',
      headers: { [ANONYMOUS_ID_HEADER]: anonymousId },
      payload: body,
    });

  it('reads a shared Google document through its text export, and answers from it later', async () => {
    const guest = randomUUID();
    const conversationId = randomUUID();
    const response = await analyse(
      {
        documentUrl: `https://docs.google.com/document/d/${PUBLIC_ID}/edit?usp=sharing`,
        query: 'rain barrels',
        conversationId,
      },
      guest,
    );
    expect(response.statusCode).toBe(200);
    const { analysis, fileName, documentId } = FileAnalysisResponseSchema.parse(response.json());
    expect(google.requests).toContain(`/document/d/${PUBLIC_ID}/export?format=txt`);
    expect(fileName).toBe('Google Docs document');
    expect(analysis.extractedText).toBe(MEETING_NOTES);
    expect(analysis.analysis).toContain('Google Docs document, ');
    expect(analysis.analysis).toContain('two new rain barrels');
    expect(documentId).toBeDefined();

    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: guest },
      payload: { message: 'What does the document say about tomatoes?', conversationId },
    });
    const answer = ChatResponseSchema.parse(chat.json());
    expect(answer.message).toContain('Tomatoes will go in the south beds');
    expect(answer.sources[0]?.source).toBe('Google Docs document (a file you sent)');
  });

  it('reads a shared spreadsheet as its rows', async () => {
    const response = await analyse({
      documentUrl: `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit#gid=0`,
    });
    expect(response.statusCode).toBe(200);
    const { analysis } = FileAnalysisResponseSchema.parse(response.json());
    expect(analysis.extractedText).toContain('Rain barrel,40');
    expect(analysis.analysis).toMatch(/^Google Sheets spreadsheet, \d+ words\.$/);
  });

  it('gives the spec’s error for a private or missing document', async () => {
    for (const id of [PRIVATE_ID, '1MissingDocument_abcdefghijklmno']) {
      const response = await analyse({
        documentUrl: `https://docs.google.com/document/d/${id}/edit`,
      });
      expect(response.statusCode).toBe(422);
      expect(ErrorBodySchema.parse(response.json()).error).toBe(SHARED_DOCUMENT_ERROR_MESSAGE);
    }
  });

  it('reads another public page as an article', async () => {
    const response = await analyse({ documentUrl: `${web.origin}/article` });
    expect(response.statusCode).toBe(200);
    const { analysis, fileName } = FileAnalysisResponseSchema.parse(response.json());
    expect(fileName).toBe('Composting at home');
    expect(analysis.extractedText).toContain('Composting turns kitchen scraps into soil');
    expect(analysis.analysis).toMatch(/^Web page, \d+ words\. Written in English\.$/);
  });

  it.each([
    'http://127.0.0.1:9/private',
    'http://[::ffff:169.254.169.254]/latest/meta-data/',
    'http://2852039166/latest/meta-data/',
    'http://0251.0376.0251.0376/latest/meta-data/',
    'http://localhost/admin',
  ])('refuses a link to a private or local address: %s', async (documentUrl) => {
    const response = await analyse({ documentUrl });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error).toContain('public web addresses only');
  });

  it('refuses a public page that redirects to a private address', async () => {
    const response = await analyse({ documentUrl: `${web.origin}/to-metadata` });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error).toContain('private or local address');
  });

  it('refuses an empty link or one that is not a web address', async () => {
    for (const documentUrl of ['', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect((await analyse({ documentUrl })).statusCode).toBe(400);
    }
  });
});
