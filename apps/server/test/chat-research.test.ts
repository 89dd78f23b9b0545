import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, ChatResponseSchema } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RESEARCH_SOURCES_NOTICE } from '../src/modules/chat/use-cases/research';
import { buildTestApp, type TestApp } from './build-test-app';
import { parseEvents } from './chat-sse';
import { type FakeWikipedia, startFakeWikipedia } from './peers/fake-wikipedia';

const PHOTOSYNTHESIS = {
  title: 'Photosynthesis',
  extract:
    'Photosynthesis is a process by which plants convert light energy into chemical energy. Chlorophyll absorbs the light.',
  categories: ['Plant physiology'],
};
/** Not a question and longer than a bare topic: the chat alone would not look it up. */
const NOTES_STYLE = 'photosynthesis light energy chemical energy plants';

describe('research questions in the chat', () => {
  let wiki: FakeWikipedia;
  let t: TestApp;
  const guest = { [ANONYMOUS_ID_HEADER]: randomUUID() };

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

  const ask = async (payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: guest,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ChatResponseSchema.parse(response.json());
  };

  it('looks up what a research question names, however it is phrased, and cites it', async () => {
    // The answer looks nothing up (the background learner may, once the answer is out).
    const plain = await ask({ message: NOTES_STYLE });
    expect(plain.sources).toEqual([]);
    expect(plain.message).not.toContain('convert light energy into chemical energy');

    const research = await ask({
      message: NOTES_STYLE,
      conversationId: `research-${Date.now()}`,
      useWebSearch: true,
      researchMode: true,
    });
    expect(wiki.requests.length).toBeGreaterThan(0);
    expect(research.sources[0]?.source).toBe(
      `Photosynthesis (${wiki.baseUrl}/wiki/Photosynthesis)`,
    );
    expect(research.message).toContain('convert light energy into chemical energy');
    expect(research.message).not.toContain(NO_RESEARCH_SOURCES_NOTICE);
  });

  it('says first that nothing was found, in the whole answer and in the stream', async () => {
    const body = { message: 'Zyxqwv flurbation theory', researchMode: true };
    const answer = await ask(body);
    expect(answer.sources).toEqual([]);
    expect(answer.message.startsWith(`${NO_RESEARCH_SOURCES_NOTICE}\n\n`)).toBe(true);
    // A guest's research makes no project.
    expect(answer.researchProject).toBeUndefined();

    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: guest,
      payload: { ...body, requestId: randomUUID() },
    });
    const events = parseEvents(streamed.body);
    const first = events.find((event) => event.type === 'delta');
    expect(first?.type === 'delta' && first.text.startsWith('**No sources found.**')).toBe(true);
    const done = events.at(-1);
    expect(
      done?.type === 'done' && done.response.message.startsWith(NO_RESEARCH_SOURCES_NOTICE),
    ).toBe(true);
  });
});
