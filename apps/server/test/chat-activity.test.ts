import type { ChatResponse, InterestsResponse, RewardsStats } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { type Caller, guest, sendChat } from './usage-client';

/** What a chat message sets off beyond its answer: interests noted, rewards counted. */

async function read<T>(t: TestApp, url: string, caller: Caller): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, ...caller });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function topicsOf(interests: InterestsResponse): string[] {
  return Object.values(interests.interests)
    .flat()
    .map((interest) => interest.topic.toLowerCase());
}

describe.each(databases)('a chat message feeds learning and rewards ($kind)', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory, env: { KNOWLEDGE_LOOKUP: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('notes a guest’s topics, counts the messages and answers with what the first one earned', async () => {
    const caller = { headers: guest() };
    const first = await sendChat(t.app, caller, 'How does photosynthesis work in plants?');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ChatResponse>().rewards.length).toBeGreaterThan(0);
    await sendChat(t.app, caller, 'What caused the French Revolution?');

    const topics = topicsOf(
      await read<InterestsResponse>(t, '/api/learning-paths/interests', caller),
    );
    expect(topics.some((topic) => topic.includes('photosynthesis'))).toBe(true);
    expect(topics.some((topic) => topic.includes('revolution'))).toBe(true);
    const stats = await read<RewardsStats>(t, '/api/rewards/stats', caller);
    expect(stats.messagesCount).toBe(2);
    expect(stats.questionsAsked).toBe(2);
    expect(stats.totalPoints).toBeGreaterThan(0);
  });

  it('keeps a signed-in user’s learning apart from a guest’s', async () => {
    const { token } = await signUp(t.app, {
      name: 'Ada',
      email: 'ada.activity@example.com',
      password: 'correct horse',
    });
    const user = { headers: bearer(token) };
    await sendChat(t.app, user, 'Explain how black holes form');
    const stranger = { headers: guest() };
    expect(
      topicsOf(await read<InterestsResponse>(t, '/api/learning-paths/interests', stranger)),
    ).toEqual([]);
    expect((await read<RewardsStats>(t, '/api/rewards/stats', stranger)).messagesCount).toBe(0);
    expect((await read<RewardsStats>(t, '/api/rewards/stats', user)).messagesCount).toBe(1);
  });

  it('does not count a regenerated answer again', async () => {
    const caller = { headers: guest() };
    await sendChat(t.app, caller, 'What is a tide?');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'What is a tide?', regenerate: true },
      ...caller,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatResponse>().rewards).toEqual([]);
    expect((await read<RewardsStats>(t, '/api/rewards/stats', caller)).messagesCount).toBe(1);
  });
});
