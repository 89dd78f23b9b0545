import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  ChatResponseSchema,
  ErrorBodySchema,
  FILES,
  FileAnalysisResponseSchema,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileDocuments } from '../src/db/schema';
import { deleteGuestFilesBefore } from '../src/modules/files/files.repository';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import {
  compoundFile,
  docxBomb,
  docxWithParagraphs,
  gif,
  pdfWithoutText,
  pdfWithPages,
  scannedPdf,
  textImage,
  windowsExecutable,
  word97Document,
} from './files/file-fixtures';

/** OCR starts Tesseract in the reader and reads line by line: seconds on a busy machine. */
const OCR_TEST_MS = 120_000;

const HARBOUR_SIGN = [
  'The lighthouse keeper counts seven ships each night.',
  'Harbour fees rose by twelve percent this year.',
];

const REPORT_PAGES = [
  [
    'The water report reviews the river basin over the past year.',
    'Water quality in the river basin improved at most monitoring stations.',
  ],
  [
    'Nitrate levels in the river fell after farms changed how they store fertiliser.',
    'Phosphate in the river basin stayed above the target at three stations.',
  ],
  [
    'The canteen menu changed twice during the spring.',
    'The report recommends more monitoring stations on the river tributaries.',
  ],
];

describe.each(databases)('POST /api/upload on $kind', (factory) => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (
    bytes: Uint8Array,
    fileName: string,
    options: {
      query?: string;
      guest?: string;
      conversationId?: string;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const form = new FormData();
    if (options.conversationId) form.append('conversationId', options.conversationId);
    form.append('file', new Blob([bytes]), fileName);
    const search = options.query
      ? `?${new URLSearchParams({ query: options.query }).toString()}`
      : '';
    return fetch(`${url}/api/upload${search}`, {
      method: 'POST',
      headers: options.headers ?? { [ANONYMOUS_ID_HEADER]: options.guest ?? randomUUID() },
      body: form,
    });
  };
  const analysisOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return FileAnalysisResponseSchema.parse(await response.json());
  };
  const errorOf = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    return ErrorBodySchema.parse(await response.json());
  };

  it('reads a PDF: summary and key points from its own sentences, its text and what it is', async () => {
    const { fileName, analysis } = await analysisOf(
      await upload(await pdfWithPages(REPORT_PAGES), 'water-report.pdf'),
    );
    expect(fileName).toBe('water-report.pdf');
    const sentences = REPORT_PAGES.flat();
    expect(analysis.summary).toContain('Water quality in the river basin improved');
    expect(analysis.summary).not.toContain('canteen');
    for (const point of analysis.keyPoints) expect(sentences).toContain(point);
    for (const sentence of sentences) expect(analysis.extractedText).toContain(sentence);
    expect(analysis.analysis).toMatch(/^PDF document, 3 pages, \d+ words\. Written in English\.$/);
  });

  it('answers a question about the file from the passage that speaks of it', async () => {
    const { analysis } = await analysisOf(
      await upload(await pdfWithPages(REPORT_PAGES), 'water-report.pdf', {
        query: 'What happened to nitrate levels?',
      }),
    );
    expect(analysis.analysis).toContain('About “What happened to nitrate levels?”, the file says:');
    expect(analysis.analysis).toContain('Nitrate levels in the river fell');
    const unrelated = await analysisOf(
      await upload(await pdfWithPages(REPORT_PAGES), 'water-report.pdf', {
        query: 'volcano eruptions',
      }),
    );
    expect(unrelated.analysis.analysis).toContain(
      'The file says nothing about “volcano eruptions”.',
    );
  });

  it('reads a Word document', async () => {
    const paragraphs = [
      'The committee met on Monday to review the library budget for next year.',
      'The library budget grows by four percent to cover longer opening hours.',
      'Members asked for a survey of how students use the library at night.',
    ];
    const { analysis } = await analysisOf(
      await upload(await docxWithParagraphs(paragraphs), 'minutes.docx'),
    );
    expect(analysis.extractedText).toBe(paragraphs.join('\n\n'));
    expect(analysis.summary).toContain('library budget');
    expect(analysis.analysis).toMatch(/^Word document, \d+ words\. Written in English\.$/);
  });

  it('reads a Word 97–2003 document', async () => {
    const paragraphs = [
      'The committee met on Monday to review the library budget for next year.',
      'The library budget grows by four percent to cover longer opening hours.',
    ];
    const { analysis } = await analysisOf(await upload(word97Document(paragraphs), 'minutes.doc'));
    expect(analysis.extractedText).toBe(paragraphs.join('\n'));
    expect(analysis.summary).toContain('library budget');
    expect(analysis.analysis).toBe('Word 97–2003 document, 25 words. Written in English.');
  });

  it(
    'reads a picture’s text by OCR, and answers later questions in the conversation from it',
    async () => {
      const guest = randomUUID();
      const conversationId = randomUUID();
      const { analysis, documentId } = await analysisOf(
        await upload(textImage(HARBOUR_SIGN), 'harbour-sign.png', { guest, conversationId }),
      );
      expect(analysis.extractedText).toBe(HARBOUR_SIGN.join('\n'));
      expect(analysis.analysis).toBe(
        'PNG image, 720 × 108 pixels. Its text (16 words) was read by OCR.',
      );
      expect(documentId).toBeDefined();
      const response = await fetch(`${url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ANONYMOUS_ID_HEADER]: guest },
        body: JSON.stringify({
          message: 'What does the sign say about harbour fees?',
          conversationId,
        }),
      });
      const answer = ChatResponseSchema.parse(await response.json());
      expect(answer.message).toContain('Harbour fees rose by twelve percent');
      expect(answer.sources[0]).toMatchObject({
        source: 'harbour-sign.png (a file you sent)',
        reliability: 1,
      });
    },
    OCR_TEST_MS,
  );

  it(
    'reads a scanned PDF page by OCR',
    async () => {
      const { analysis } = await analysisOf(
        await upload(await scannedPdf(HARBOUR_SIGN), 'scan.pdf'),
      );
      expect(analysis.extractedText).toBe(HARBOUR_SIGN.join('\n'));
      expect(analysis.analysis).toBe(
        'PDF document, 1 page, 16 words. 1 page without a text layer (scanned) was read by OCR.',
      );
      expect(analysis.analysis).not.toContain('could not be read');
    },
    OCR_TEST_MS,
  );

  it(
    'says honestly when there is no text: a blank picture, a PDF of shapes',
    async () => {
      const animation = await analysisOf(await upload(gif(32, 32), 'wave.gif'));
      expect(animation.analysis.analysis).toBe(
        'GIF image, 32 × 32 pixels. OCR found no text in it.',
      );
      const shapes = await analysisOf(await upload(await pdfWithoutText(2), 'shapes.pdf'));
      expect(shapes.analysis.analysis).toBe(
        'PDF document, 2 pages, 0 words. Its pages have neither a text layer nor a scanned image: there is no text to read.',
      );
    },
    OCR_TEST_MS,
  );

  it('refuses a file over 10 MB with 413, counting the bytes that arrive', async () => {
    const tooLarge = new Uint8Array(FILES.maxBytes + 1);
    tooLarge.set(await pdfWithPages([['Large.']]));
    const error = await errorOf(await upload(tooLarge, 'large.pdf'), 413);
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(error.error).toContain('10 MB');
  });

  it('refuses what is not a supported file with 415, whatever its name, listing the formats', async () => {
    const exe = await errorOf(await upload(windowsExecutable(), 'report.pdf'), 415);
    expect(exe.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(exe.error).toContain(FILES.supportedFormats);
    expect(exe.error).toContain('Word (.doc, .docx)');
    const workbook = compoundFile([{ name: 'Workbook', content: Buffer.alloc(5_000, 1) }]);
    expect((await errorOf(await upload(workbook, 'budget.doc'), 415)).code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const notMultipart = await fetch(`${url}/api/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    expect(notMultipart.status).toBe(415);
  });

  it('survives a decompression bomb dressed as Word: 422, and the server goes on answering', async () => {
    const error = await errorOf(await upload(docxBomb(200), 'bomb.docx'), 422);
    expect(error.code).toBe('FILE_UNREADABLE');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const after = await upload(await docxWithParagraphs(['Still reading files.']), 'after.docx');
    expect(after.status).toBe(200);
  }, 60_000);

  it('answers later questions in the conversation from the file, cited by its name, for its owner only', async () => {
    const guest = randomUUID();
    const conversationId = randomUUID();
    const sent = await analysisOf(
      await upload(await pdfWithPages(REPORT_PAGES), 'water-report.pdf', {
        guest,
        conversationId,
      }),
    );
    expect(sent.documentId).toBeDefined();
    const ask = async (as: string, inConversation: string) => {
      const response = await fetch(`${url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ANONYMOUS_ID_HEADER]: as },
        body: JSON.stringify({
          message: 'What does the report say about nitrate levels?',
          conversationId: inConversation,
        }),
      });
      expect(response.status).toBe(200);
      return ChatResponseSchema.parse(await response.json());
    };
    const answer = await ask(guest, conversationId);
    expect(answer.message).toContain('Nitrate levels in the river fell');
    expect(answer.sources[0]).toMatchObject({
      source: 'water-report.pdf (a file you sent)',
      reliability: 1,
    });
    expect(answer.sources[0]?.content).toContain('Nitrate levels in the river fell');

    // Another guest naming the same conversation, or the owner in another one: not the file.
    for (const [as, inConversation] of [
      [randomUUID(), conversationId],
      [guest, randomUUID()],
    ] as const) {
      const other = await ask(as, inConversation);
      expect(other.message).not.toContain('Nitrate levels in the river fell');
      expect(other.sources.map((source) => source.source).join()).not.toContain('water-report');
    }
  });

  it('forgets an account’s files with their conversation, and guests’ after the retention period', async () => {
    const session = await signUp(t.app, {
      name: 'Fay Files',
      email: `fay-${randomUUID()}@example.com`,
      password: 'correct horse battery',
    });
    const headers = bearer(session.token);
    const conversationId = randomUUID();
    await analysisOf(
      await upload(await pdfWithPages(REPORT_PAGES), 'water-report.pdf', {
        headers,
        conversationId,
      }),
    );
    const guestConversation = randomUUID();
    // Earlier tests' guest files may be minutes old on a busy machine: the sweep below starts
    // from just before this one was sent.
    const beforeGuestUpload = new Date(Date.now() - 1_000);
    await analysisOf(
      await upload(await pdfWithPages(REPORT_PAGES), 'water-report.pdf', {
        conversationId: guestConversation,
      }),
    );
    const documentsIn = async (conversation: string) =>
      (
        await t.database.db
          .select()
          .from(fileDocuments)
          .where(eq(fileDocuments.conversationId, conversation))
      ).length;
    expect(await documentsIn(conversationId)).toBe(1);

    // Deleted before it was ever synced: the server has no such conversation, the file still goes.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversationId}`,
      headers,
    });
    expect(deleted.statusCode).toBe(404);
    expect(await documentsIn(conversationId)).toBe(0);

    await deleteGuestFilesBefore(t.database.db, beforeGuestUpload);
    expect(await documentsIn(guestConversation)).toBe(1);
    const guestDocuments = (await t.database.db.select().from(fileDocuments)).filter((row) =>
      row.owner.startsWith('guest:'),
    ).length;
    expect(
      (await deleteGuestFilesBefore(t.database.db, new Date(Date.now() + 60_000))).length,
    ).toBe(guestDocuments);
    expect(await documentsIn(guestConversation)).toBe(0);
  });

  it('keeps nothing for the chat without a conversation', async () => {
    const { documentId } = await analysisOf(
      await upload(await pdfWithPages([['Kept nowhere.']]), 'loose.pdf'),
    );
    expect(documentId).toBeUndefined();
  });

  it('gives back a hostile file name as plain text, never a path', async () => {
    const { fileName } = await analysisOf(
      await upload(await pdfWithPages([['Named.']]), '../../<img src=x onerror=alert(1)>.pdf'),
    );
    expect(fileName).toBe('<img src=x onerror=alert(1)>.pdf');
  });
});
