import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, FileAnalysisResponseSchema } from '@polymath/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { pdfWithPages, png } from './files/file-fixtures';
import { type RecordedRequest, startFakeOpenAI, type FakeOpenAI } from './peers/fake-openai';

const DIGEST = [
  'Summary: The report finds the river cleaner than last year, with nitrate falling.',
  'Key points:',
  '- Nitrate fell after farms changed how they store fertiliser.',
  '- Phosphate stayed above target at three stations.',
  '1. More monitoring stations are recommended.',
].join('\n');

/** The text of the user's turn of a recorded request, whatever its shape (text or parts). */
function promptOf(request: RecordedRequest): string {
  const messages = request.body.messages as { role: string; content: unknown }[];
  const user = messages.find((message) => message.role === 'user')?.content;
  if (typeof user === 'string') return user;
  return (user as { type: string; text?: string }[])
    .map((part) => part.text ?? `[${part.type}]`)
    .join(' ');
}

describe('files digested by a connected model', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: DIGEST });
    t = await buildTestApp({
      env: {
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model',
        AI_VISION: 'true',
        AI_TIMEOUT_MS: '15000',
      },
    });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.setBehaviour({ reply: DIGEST, httpStatus: null });
  });

  const upload = async (bytes: Uint8Array, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), fileName);
    const response = await fetch(`${url}/api/upload`, {
      method: 'POST',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      body: form,
    });
    expect(response.status).toBe(200);
    return FileAnalysisResponseSchema.parse(await response.json()).analysis;
  };

  it("takes the summary and key points from the model's digest of the extracted text", async () => {
    const analysis = await upload(
      await pdfWithPages([['The water report reviews the river basin.', 'Nitrate fell.']]),
      'report.pdf',
    );
    expect(analysis.summary).toBe(
      'The report finds the river cleaner than last year, with nitrate falling.',
    );
    expect(analysis.keyPoints).toEqual([
      'Nitrate fell after farms changed how they store fertiliser.',
      'Phosphate stayed above target at three stations.',
      'More monitoring stations are recommended.',
    ]);
    expect(analysis.extractedText).toContain('The water report reviews the river basin.');
    expect(fake.requests).toHaveLength(1);
    expect(promptOf(fake.requests[0]!)).toContain('The water report reviews the river basin.');
  });

  it('reads a long document part by part, then digests the parts together', async () => {
    fake.setBehaviour({
      reply: (request) =>
        /^Part (\d+)/.test(promptOf(request))
          ? `Part ${/^Part (\d+)/.exec(promptOf(request))?.[1]} is about sediment.`
          : DIGEST,
    });
    const sentence = 'Sediment samples were taken from the river bed at every monitoring station.';
    const pages = Array.from({ length: 12 }, () => Array.from({ length: 20 }, () => sentence));
    const analysis = await upload(await pdfWithPages(pages), 'long-report.pdf');
    const parts = fake.requests.filter((request) => promptOf(request).startsWith('Part '));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.length).toBeLessThanOrEqual(6);
    expect(fake.requests).toHaveLength(parts.length + 1);
    const final = promptOf(fake.requests.at(-1)!);
    expect(final).toContain('Part 1 is about sediment.');
    expect(final).not.toContain(sentence);
    expect(analysis.summary).toContain('cleaner than last year');
  });

  it("keeps the file's own sentences when the model fails or answers out of layout", async () => {
    const pdf = await pdfWithPages([
      ['The water report reviews the river basin over the past year in detail.'],
    ]);
    fake.setBehaviour({ httpStatus: 500 });
    expect((await upload(pdf, 'a.pdf')).summary).toBe(
      'The water report reviews the river basin over the past year in detail.',
    );
    fake.setBehaviour({ httpStatus: null, reply: 'I would rather talk about the weather.' });
    expect((await upload(pdf, 'b.pdf')).summary).toBe(
      'The water report reviews the river basin over the past year in detail.',
    );
  });

  it('has a vision model describe a picture, sent to it as an image', async () => {
    fake.setBehaviour({
      reply: (request) =>
        promptOf(request).includes('[image')
          ? 'A plain grey square with nothing written on it.'
          : DIGEST,
    });
    const analysis = await upload(png(24, 24), 'square.png');
    expect(analysis.analysis).toContain('PNG image, 24 × 24 pixels.');
    expect(analysis.analysis).toContain(
      'What the picture shows: A plain grey square with nothing written on it.',
    );
    const seen = fake.requests.find((request) => promptOf(request).includes('[image'));
    expect(JSON.stringify(seen?.body.messages)).toContain('data:image/png;base64,');
  });
});
