import type {
  ConversationAnalysis,
  Insight,
  LearningPath,
  PersonalAiProfile,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSES_PER_MINUTE } from '../../src/modules/personal-ai/personal-ai.service';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { type Account, newAccount, saveConversation, send } from './personal-ai-client';

describe.each(databases)('Personal AI: analysing conversations ($kind)', (factory) => {
  let t: TestApp;

  const analyze = async (account: Account) => {
    const response = await send(t.app, account, {
      method: 'POST',
      url: '/api/personal-ai/analyze-conversations',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConversationAnalysis>();
  };
  const insightOn = (analysis: ConversationAnalysis, topic: string): Insight | undefined =>
    analysis.insights.find((insight) => insight.topic === topic);

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the user’s recurring topics with their keywords, last mention and sentiment', async () => {
    const ada = await newAccount(t.app);
    await saveConversation(t.app, ada, [
      {
        content: 'How do neural networks learn with backpropagation?',
        timestamp: '2026-03-01T10:00:00.000Z',
      },
      {
        content:
          "I'm stuck: backpropagation in neural networks is so frustrating, it still does not work",
        timestamp: '2026-03-01T10:05:00.000Z',
      },
    ]);
    await saveConversation(t.app, ada, [
      {
        content: 'Can you explain gradient descent for neural networks?',
        timestamp: '2026-03-04T08:00:00.000Z',
      },
      {
        content: 'Thanks, photosynthesis in plants makes sense now, great explanation!',
        timestamp: '2026-03-05T08:00:00.000Z',
      },
    ]);

    const analysis = await analyze(ada);
    expect(analysis.insights[0]).toMatchObject({
      topic: 'neural network',
      frequency: 3,
      lastMentioned: '2026-03-04T08:00:00.000Z',
      // One frustrated message against two neutral ones.
      sentiment: 'negative',
    });
    // The words said most with the topic first, the topic's own words left out.
    expect(analysis.insights[0]?.keywords[0]).toBe('backpropagation');
    expect(analysis.insights[0]?.keywords).toContain('gradient');
    expect(analysis.insights[0]?.keywords).not.toContain('networks');
    expect(insightOn(analysis, 'backpropagation')).toMatchObject({ frequency: 2 });
    expect(insightOn(analysis, 'photosynthesis')).toMatchObject({
      frequency: 1,
      sentiment: 'positive',
      lastMentioned: '2026-03-05T08:00:00.000Z',
    });
    expect(insightOn(analysis, 'photosynthesis')?.keywords).toContain('plants');
    // Each insight keeps its id from one analysis to the next.
    expect((await analyze(ada)).insights.map((insight) => insight.id)).toEqual(
      analysis.insights.map((insight) => insight.id),
    );

    expect(analysis.learningProgress.map((progress) => progress.subject)).toEqual([
      'Computer Science',
      'Biology',
    ]);
    // The path suggested is the one about what the conversations discuss.
    expect(analysis.learningProgress[0]).toEqual({
      subject: 'Computer Science',
      level: 'intermediate',
      completedTopics: [],
      currentGoal: 'Learn more about neural network',
      nextSuggestion: 'Start the Machine Learning path',
    });
  });

  it('finds the subjects of a new user’s first hour, not the words around them', async () => {
    const ada = await newAccount(t.app);
    const said = [
      'Can you summarise Pride and Prejudice for me?',
      'What happened in this conversation?',
      'Help me make a week plan',
      'My boss asking for a report by Friday, how do I write it?',
      'What year did the Berlin wall fall?',
      '> The Berlin Wall fell on 9 November 1989, opening the border between East and West Germany.\n\nWhy did the Soviet Union allow it?',
      'You said "photosynthesis turns light into chemical energy in the leaves" and I am curious about chloroplasts',
    ];
    await saveConversation(
      t.app,
      ada,
      said.map((content, index) => ({
        content,
        timestamp: new Date(Date.parse('2026-03-01T10:00:00.000Z') + index * 60_000).toISOString(),
      })),
    );

    const analysis = await analyze(ada);
    const topics = analysis.insights.map((insight) => insight.topic);
    expect(topics.sort()).toEqual(
      ['pride and prejudice', 'report', 'berlin wall', 'soviet union', 'chloroplast'].sort(),
    );
    // The Berlin Wall came up once in the user's words; the reply they quoted does not count.
    expect(insightOn(analysis, 'berlin wall')).toMatchObject({ frequency: 1 });
    expect(insightOn(analysis, 'report')?.keywords).toEqual(['write']);
    expect(insightOn(analysis, 'soviet union')?.keywords).toEqual(['allow']);
  });

  it('reads only the caller’s own conversations', async () => {
    const [ada, bob] = [await newAccount(t.app), await newAccount(t.app, 'Bob')];
    await saveConversation(t.app, ada, [
      { content: 'What caused the French Revolution?', timestamp: '2026-03-01T10:00:00.000Z' },
    ]);
    await saveConversation(t.app, bob, [
      { content: 'How do black holes evaporate?', timestamp: '2026-03-02T10:00:00.000Z' },
    ]);

    const adas = await analyze(ada);
    expect(adas.insights.map((insight) => insight.topic)).toEqual(['french revolution']);
    expect(adas.learningProgress.map((progress) => progress.subject)).toEqual(['History']);
    const bobs = await analyze(bob);
    expect(JSON.stringify(bobs)).not.toContain('revolution');
    expect(bobs.insights.map((insight) => insight.topic)).toContain('black hole');
  });

  it('keeps the analysis, so the profile shows it until the next one', async () => {
    const ada = await newAccount(t.app);
    const profile = async () =>
      (
        await send(t.app, ada, { method: 'GET', url: '/api/personal-ai/profile' })
      ).json<PersonalAiProfile>();
    expect((await profile()).insights).toEqual([]);

    await saveConversation(t.app, ada, [
      { content: 'How does photosynthesis work?', timestamp: '2026-03-01T10:00:00.000Z' },
    ]);
    const analysis = await analyze(ada);
    expect(analysis.insights).not.toEqual([]);
    const stored = await profile();
    expect(stored.insights).toEqual(analysis.insights);
    expect(stored.learningProgress).toEqual(analysis.learningProgress);
  });

  it('adds what the learning module recorded from the user’s chat messages and study paths', async () => {
    const ada = await newAccount(t.app);
    // Asked in the chat and never stored in a conversation: the learning module recorded it.
    const asked = await send(t.app, ada, {
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'What is quantum entanglement?' },
    });
    expect(asked.statusCode, asked.body).toBe(200);

    const paths = (await send(t.app, ada, { method: 'GET', url: '/api/learning-paths/all' })).json<{
      paths: LearningPath[];
    }>().paths;
    const path = paths.find((candidate) => candidate.category === 'Physics')!;
    const [first, second] = path.resources;
    const completed = await send(t.app, ada, {
      method: 'POST',
      url: '/api/learning-paths/complete-resource',
      payload: { pathId: path.id, resourceId: first!.id },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    const analysis = await analyze(ada);
    expect(insightOn(analysis, 'quantum entanglement')).toMatchObject({ frequency: 1 });
    expect(analysis.learningProgress).toHaveLength(1);
    const [physics] = analysis.learningProgress;
    expect(physics).toMatchObject({
      subject: 'Physics',
      level: 'beginner',
      completedTopics: [first!.title],
      nextSuggestion: `${second!.title} (${path.title})`,
    });
    expect(physics?.currentGoal).toMatch(/^Finish the .+ path \(\d+% done\)$/);
    expect(physics?.currentGoal).toContain(path.title);
  });

  it('gives a user with nothing to analyse an empty analysis', async () => {
    const ada = await newAccount(t.app);
    expect(await analyze(ada)).toEqual({ insights: [], learningProgress: [] });
  });
});

describe.each(databases)('Personal AI: pacing analyses ($kind)', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs ANALYSES_PER_MINUTE analyses of a burst and refuses the rest with 429, for that user only', async () => {
    const [ada, bob] = [await newAccount(t.app), await newAccount(t.app, 'Bob')];
    const analyze = (account: Account) =>
      send(t.app, account, { method: 'POST', url: '/api/personal-ai/analyze-conversations' });
    const burst = await Promise.all(
      Array.from({ length: ANALYSES_PER_MINUTE + 3 }, () => analyze(ada)),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(ANALYSES_PER_MINUTE).fill(200), 429, 429, 429]);
    const refused = burst.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await analyze(bob)).statusCode).toBe(200);
  });
});
