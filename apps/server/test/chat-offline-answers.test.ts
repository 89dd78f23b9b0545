import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import {
  ANONYMOUS_ID_HEADER,
  ChatResponseSchema,
  CONVERSATION_THEMES,
  STARTERS_ANSWERED_OFFLINE,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** A port nothing listens on: the encyclopedia of a server without network. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function askOn(t: TestApp, message: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
    payload: { message },
  });
  expect(response.statusCode).toBe(200);
  return ChatResponseSchema.parse(response.json());
}

describe('answers with no model, no web and no encyclopedia', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const ask = (message: string) => askOn(t, message);

  it('answers every quick-start tile', async () => {
    expect((await ask('What is 15% of 240?')).message).toContain('**36**');
    expect((await ask('Convert 5 miles to kilometers')).message).toContain(
      '**8.04672 kilometers**',
    );
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect((await ask("What is today's date?")).message).toContain(today);
    expect((await ask('What can Polymath do?')).message).toContain(
      'facts about countries and cities',
    );

    const photosynthesis = await ask('What is photosynthesis?');
    expect(photosynthesis.message).toMatch(/^Photosynthesis is the process by which plants/);
    expect(photosynthesis.message).toContain('[OpenStax Biology 2e](https://openstax.org/');
    expect(photosynthesis.sources[0]?.source).toBe(
      'Cell Biology (Biology) (https://openstax.org/details/books/biology-2e)',
    );
    expect(photosynthesis.sources[0]?.content).toMatch(/^Photosynthesis is the process/);
    expect(photosynthesis.verification.confidence).toBeGreaterThan(0.7);

    const andromeda = await ask('Tell me about the Andromeda Galaxy');
    expect(andromeda.message).toContain('about 2.5 million light-years away [1]');
    expect(andromeda.sources[0]?.content).toContain('2.5 million light-years');
  });

  it('explains a key term with the subject’s material and links', async () => {
    const reply = await ask('Explain recursion');
    expect(reply.message).toMatch(/^Recursion is .*\[1\]/);
    expect(reply.message).toContain(
      "To learn more, Polymath's subjects directory suggests for Data Structures and Algorithms (Computer Science):",
    );
    expect(reply.message).toMatch(
      /- \[MIT 6\.006 Introduction to Algorithms\]\(https:\/\/ocw\.mit\.edu\//,
    );
  });

  it('answers country and city facts with their sources', async () => {
    const capital = await ask('What is the capital of Australia?');
    expect(capital.message).toBe('The capital of Australia is Canberra [1].');
    expect(capital.sources.map((source) => source.source)).toEqual([
      'Australia: country facts from the countries-list data set (https://en.wikipedia.org/wiki/Australia)',
    ]);
    expect(capital.sources[0]?.content).toMatch(/^The capital of Australia is Canberra\./);
    expect(capital.verification.confidence).toBeGreaterThan(0.7);

    const city = await ask('Where is Nairobi?');
    expect(city.message).toContain('Nairobi is the capital of Kenya [1].');
    expect(city.sources[0]?.source).toBe('Nairobi: GeoNames (https://www.geonames.org/184745)');
  });

  it('answers the study hand-offs from the subjects directory', async () => {
    const help = await ask(
      'Explain the key concepts of the learning path "Data Structures and Algorithms" and how I should get started.',
    );
    expect(help.message).toContain('Data Structures and Algorithms covers algorithms');
    expect(help.message).toContain('To learn more');
    const node = await ask(
      'Teach me "Variables and Types" from my Python Programming path: Learn how Python stores values. Start with the key ideas, then give me a short exercise.',
    );
    // The subject's own description names what was asked ('variables') and may lead.
    expect(node.message).toMatch(/^(Python Programming is a beginner|Write programs in Python)/);
    expect(node.message).toContain('Python Programming is a beginner Computer Science subject');
    expect(node.message).toContain('[The Python Tutorial](https://docs.python.org/3/tutorial/)');
    const learnMore = await ask(
      'Teach me about cells in Biology: explain the key concepts, give practical examples and suggest exercises to practise.',
    );
    expect(learnMore.message).toMatch(/^A cell is the smallest unit of life/);
  });

  it('says what it cannot write, and gives what it has on the subject', async () => {
    const reply = await ask('Make me a four-week plan to learn the basics of Python.');
    expect(reply.message).toMatch(/^Writing that needs a language model/);
    expect(reply.message).toContain('Python is ');
  });

  it('answers the theme starters listed as answered offline, and only those', async () => {
    const refusal =
      /^(I can't reach the (web|news feeds)|I found some sources on this|I can't write that|I can't make up questions)/;
    for (const starter of CONVERSATION_THEMES.flatMap((theme) => theme.starters)) {
      const reply = await ask(starter);
      if (STARTERS_ANSWERED_OFFLINE.includes(starter)) {
        expect(reply.message, starter).not.toMatch(refusal);
        expect(reply.sources.length, starter).toBeGreaterThan(0);
      } else {
        expect(reply.message, starter).toMatch(refusal);
      }
    }
  });

  it('refuses what nothing offline covers, in the user’s words and with no badge', async () => {
    const reply = await ask('How do I prepare for a difficult conversation with a colleague?');
    expect(reply.message).toMatch(/^I can't reach the web from this server/);
    expect(reply.message).not.toMatch(/AI_BASE_URL|SEARXNG_URL|KNOWLEDGE_LOOKUP/);
    expect(reply.sources).toEqual([]);
    expect(reply.verification.isApplicable).toBe(false);
  });
});

describe('answers when the encyclopedia cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still answers from the offline reference', async () => {
    const reply = await askOn(t, 'What is photosynthesis?');
    expect(reply.message).toMatch(/^Photosynthesis is the process/);
    expect((await askOn(t, 'What currency does Japan use?')).message).toBe(
      'The currency of Japan is the Japanese Yen (JPY) [1].',
    );
  });
});
