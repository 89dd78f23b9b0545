import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, ChatResponseSchema } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { parseEvents } from '../chat-sse';
import { type FakeOpenAI, startFakeOpenAI } from '../peers/fake-openai';
import { type FakeWikipedia, startFakeWikipedia } from '../peers/fake-wikipedia';
import { type Account, newAccount, send } from './personal-ai-client';

const PERSONAL_SETTINGS_HEADER = 'How this user wants to be answered';

async function savePersonality(t: TestApp, account: Account, payload: object) {
  const response = await send(t.app, account, {
    method: 'POST',
    url: '/api/personal-ai/personality',
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function savePreference(t: TestApp, account: Account, preference: string, value: string) {
  const response = await send(t.app, account, {
    method: 'POST',
    url: '/api/personal-ai/preferences',
    payload: { category: 'communication', preference, value },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe.each(databases)('personality and preferences reach the model ($kind)', (factory) => {
  let fake: FakeOpenAI;
  let t: TestApp;

  /** The system message of the model request the last chat call made. */
  const lastSystemMessage = () =>
    fake.requests.at(-1)?.messages.find((message) => message.role === 'system')?.content ?? '';

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'A reply from the fake model.' });
    t = await buildTestApp({
      database: factory,
      env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '15000' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('puts the user’s saved settings and preferences in the system message, and no one else’s', async () => {
    const [ada, bob] = [await newAccount(t.app), await newAccount(t.app, 'Bob')];
    await savePersonality(t, ada, { verbosity: 'brief', expertise: 'beginner', tone: 'friendly' });
    await savePreference(t, ada, 'Favourite examples', 'Cooking analogies from Lyon');
    await savePersonality(t, bob, { style: 'formal', verbosity: 'detailed' });
    await savePreference(t, bob, 'Hobby', 'Bob follows cricket scores');

    const adaAsks = await send(t.app, ada, {
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Explain interest rates' },
    });
    expect(adaAsks.statusCode, adaAsks.body).toBe(200);
    const adas = lastSystemMessage();
    expect(adas).toContain(PERSONAL_SETTINGS_HEADER);
    expect(adas).toContain('- Length (brief): keep answers brief');
    expect(adas).toContain('- Expertise (beginner):');
    expect(adas).toContain('- Tone (friendly):');
    expect(adas).toContain('- Style (balanced):');
    expect(adas).toContain('- Favourite examples (communication): Cooking analogies from Lyon');
    expect(adas).not.toContain('cricket');
    expect(adas).not.toContain('(formal)');

    // Bob streams: his own settings, never Ada's.
    const bobAsks = await send(t.app, bob, {
      method: 'POST',
      url: '/api/chat/stream',
      payload: { message: 'Explain interest rates', requestId: randomUUID() },
    });
    expect(parseEvents(bobAsks.body).at(-1)?.type).toBe('done');
    const bobs = lastSystemMessage();
    expect(bobs).toContain('- Style (formal):');
    expect(bobs).toContain('- Length (detailed):');
    expect(bobs).toContain('- Hobby (communication): Bob follows cricket scores');
    expect(bobs).not.toContain('Lyon');
    expect(bobs).not.toContain('(brief)');
  });

  it('tells the model the defaults for a user who saved nothing, and nothing personal for a guest', async () => {
    const carol = await newAccount(t.app, 'Carol');
    await send(t.app, carol, {
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Explain interest rates' },
    });
    const carols = lastSystemMessage();
    expect(carols).toContain('- Length (medium):');
    expect(carols).toContain('- Expertise (adaptive):');
    expect(carols).not.toContain('Preferences the user told');

    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      payload: { message: 'Explain interest rates' },
    });
    expect(guest.statusCode).toBe(200);
    expect(lastSystemMessage()).not.toContain(PERSONAL_SETTINGS_HEADER);
    expect(lastSystemMessage()).toContain('You are Polymath');
  });
});

/** An article long enough for a brief and a detailed answer to differ. */
const PHOTOSYNTHESIS = {
  title: 'Photosynthesis',
  extract: [
    'Photosynthesis is a process used by plants and other organisms to convert light energy into chemical energy.',
    'Most plants, algae and cyanobacteria perform photosynthesis in organelles called chloroplasts.',
    'During photosynthesis, the pigment chlorophyll captures the energy of sunlight.',
    'The light-dependent reactions of photosynthesis split water and release oxygen as a by-product.',
    'The Calvin cycle of photosynthesis then fixes carbon dioxide into sugars such as glucose.',
  ].join(' '),
  categories: ['Plant physiology'],
};

describe('the built-in engine follows the personality', () => {
  let wiki: FakeWikipedia;
  let t: TestApp;

  const ask = async (account: Account, message: string) => {
    const response = await send(t.app, account, {
      method: 'POST',
      url: '/api/chat',
      payload: { message },
    });
    expect(response.statusCode, response.body).toBe(200);
    return ChatResponseSchema.parse(response.json()).message;
  };
  const sentencesOf = (answer: string) => answer.split(/(?<=[.!?])\s+/).filter(Boolean);

  beforeAll(async () => {
    wiki = await startFakeWikipedia({ articles: [PHOTOSYNTHESIS] });
    t = await buildTestApp({
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: wiki.baseUrl,
        WIKIPEDIA_TIMEOUT_MS: '10000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await wiki.close();
  });

  it('answers the same question in a sentence when brief, and with the supporting ones when detailed', async () => {
    const [brief, medium, detailed] = [
      await newAccount(t.app, 'Brief'),
      await newAccount(t.app, 'Medium'),
      await newAccount(t.app, 'Detailed'),
    ];
    await savePersonality(t, brief, { verbosity: 'brief' });
    await savePersonality(t, detailed, { verbosity: 'detailed' });
    const question = 'What is photosynthesis?';

    const briefAnswer = await ask(brief, question);
    const mediumAnswer = await ask(medium, question);
    const detailedAnswer = await ask(detailed, question);
    expect(sentencesOf(briefAnswer)).toEqual([
      'Photosynthesis is a process used by plants and other organisms to convert light energy into chemical energy [1].',
    ]);
    expect(sentencesOf(mediumAnswer)).toHaveLength(3);
    expect(sentencesOf(detailedAnswer).length).toBeGreaterThan(3);
    expect(detailedAnswer.startsWith(briefAnswer.slice(0, -5))).toBe(true);
    expect(detailedAnswer).toContain('Calvin cycle');
  });

  it('leads with the plain definition for a beginner and leaves it out for an advanced user', async () => {
    const [beginner, advanced] = [
      await newAccount(t.app, 'Beginner'),
      await newAccount(t.app, 'Advanced'),
    ];
    await savePersonality(t, beginner, { expertise: 'beginner' });
    await savePersonality(t, advanced, { expertise: 'advanced' });
    const question = 'What is photosynthesis?';
    const definition = 'Photosynthesis is a process used by plants';

    expect((await ask(beginner, question)).startsWith(definition)).toBe(true);
    const expert = await ask(advanced, question);
    expect(expert).not.toContain(definition);
    expect(expert).toMatch(/chloroplasts|chlorophyll|Calvin cycle|light-dependent/);
  });
});
