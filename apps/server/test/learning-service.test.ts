import { GENERAL_LEARNING_CATEGORY } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { type GuestCaller, guestOwnerKey } from '../src/identity/caller';
import { guestCaller } from './callers';
import { recordTopicMention } from '../src/modules/learning/learning.repository';
import { createLearningService } from '../src/modules/learning/learning.service';
import { TEST_SUBJECTS } from './fixtures/learning-catalog';
import { databases } from './build-test-app';
import { readMessage } from '../src/text/message-reading';

describe.each(databases)('learning service ($kind)', (factory) => {
  let database: DatabaseHandle;
  let clock = new Date('2026-03-01T10:00:00.000Z');
  const now = () => clock;

  beforeAll(async () => {
    database = await factory.open();
  });
  afterAll(async () => {
    await database.close();
  });

  const learner = (): GuestCaller => guestCaller();
  /** The key learning data of a test guest is kept under. */
  const keyOf = (guest: GuestCaller) => guestOwnerKey(guest.anonymousId!);

  it('returns the analysis of a message with the learner’s gaps on its topics', async () => {
    const learning = createLearningService({ db: database.db, now, subjects: TEST_SUBJECTS });
    const lena = learner();
    const first = await learning.recordMessage(
      keyOf(lena),
      readMessage('What is a closure in JavaScript?'),
    );
    expect(first).toMatchObject({
      topics: [
        { topic: 'closure', category: 'Computer Science' },
        { topic: 'javascript', category: 'Computer Science' },
      ],
      isQuestion: true,
      confidenceLevel: 'novice',
      gaps: [],
    });
    const second = await learning.recordMessage(
      keyOf(lena),
      readMessage('How do I use a closure to keep a counter?'),
    );
    expect(second.gaps).toEqual([
      {
        topic: 'closure',
        category: 'Computer Science',
        gapType: 'application',
        priority: 'low',
        detectedFrom: [
          'What is a closure in JavaScript?',
          'How do I use a closure to keep a counter?',
        ],
      },
    ]);
  });

  it('counts statements as interests without making them questions', async () => {
    const learning = createLearningService({ db: database.db, now, subjects: TEST_SUBJECTS });
    const lena = learner();
    await learning.recordMessage(keyOf(lena), readMessage('I love growing plants on my balcony.'));
    await learning.recordMessage(keyOf(lena), readMessage('My plants need more light.'));
    const interests = await learning.getInterests(lena);
    const plant = Object.values(interests)
      .flat()
      .find((interest) => interest.topic === 'plant');
    expect(plant).toMatchObject({ frequency: 2, keyQuestions: [] });
    expect(await learning.getGaps(lena)).toEqual({});
  });

  it('keeps nothing from a message without topics', async () => {
    const learning = createLearningService({ db: database.db, now, subjects: TEST_SUBJECTS });
    const lena = learner();
    expect(
      (await learning.recordMessage(keyOf(lena), readMessage('Thanks, that was helpful!'))).topics,
    ).toEqual([]);
    expect(await learning.getInterests(lena)).toEqual({});
  });

  it('moves a topic from the general category once a message places it', async () => {
    const learning = createLearningService({ db: database.db, now, subjects: TEST_SUBJECTS });
    const lena = learner();
    await learning.recordMessage(keyOf(lena), readMessage('Tell me about the Eiffel Tower'));
    expect(Object.keys(await learning.getInterests(lena))).toEqual([GENERAL_LEARNING_CATEGORY]);
    await learning.recordMessage(
      keyOf(lena),
      readMessage('How tall is the Eiffel Tower, the landmark of the French capital city?'),
    );
    const interests = await learning.getInterests(lena);
    expect(interests.Geography?.find((i) => i.topic === 'eiffel tower')?.frequency).toBe(2);
  });

  it('keeps the user’s own words of a message quoting a reply, never the quotation', async () => {
    const learning = createLearningService({ db: database.db, now, subjects: TEST_SUBJECTS });
    const lena = learner();
    await learning.recordMessage(
      keyOf(lena),
      readMessage(
        '> The Berlin Wall fell on 9 November 1989, opening the border between East and West Germany.\n\nWhy did the Soviet Union allow it?',
      ),
    );
    // A question only the pasted reply asked is no question of the user's.
    await learning.recordMessage(
      keyOf(lena),
      readMessage(
        '> What is photosynthesis? It is how plants make food from light.\n\nThanks, that helps',
      ),
    );
    const interests = Object.values(await learning.getInterests(lena)).flat();
    expect(interests.map((interest) => interest.topic)).toEqual(['soviet union']);
    expect(interests[0]?.keyQuestions).toEqual(['Why did the Soviet Union allow it?']);
  });

  it('shows no interest in everyday words recorded before they were left out', async () => {
    const learning = createLearningService({ db: database.db, now, subjects: TEST_SUBJECTS });
    const lena = learner();
    for (const topic of ['conversation', 'week plan', 'year', 'boss asking', 'leap year']) {
      await recordTopicMention(database.db, {
        learner: keyOf(lena),
        topic,
        category: GENERAL_LEARNING_CATEGORY,
        confidenceLevel: 'intermediate',
        at: clock,
      });
    }
    const interests = Object.values(await learning.getInterests(lena)).flat();
    expect(interests.map((interest) => interest.topic)).toEqual(['leap year']);
  });

  it('keeps the latest confidence level and mention time', async () => {
    const learning = createLearningService({ db: database.db, now, subjects: TEST_SUBJECTS });
    const lena = learner();
    clock = new Date('2026-03-01T10:00:00.000Z');
    await learning.recordMessage(keyOf(lena), readMessage('What is recursion in Python?'));
    clock = new Date('2026-03-02T10:00:00.000Z');
    await learning.recordMessage(
      keyOf(lena),
      readMessage(
        'What are the trade-offs of recursion versus iteration in Python, and how do I optimise tail calls?',
      ),
    );
    const python = (await learning.getInterests(lena))['Computer Science']?.find(
      (interest) => interest.topic === 'python',
    );
    expect(python).toMatchObject({
      frequency: 2,
      confidenceLevel: 'advanced',
      lastMentioned: '2026-03-02T10:00:00.000Z',
    });
  });

  it('calls onPathCompleted once when a path reaches 100, even when completions race', async () => {
    const onPathCompleted = vi.fn(() => Promise.resolve());
    const learning = createLearningService({
      db: database.db,
      now,
      subjects: TEST_SUBJECTS,
      onPathCompleted,
    });
    const lena = learner();
    const pathId = 'computer-science--python-programming';
    const [path] = (await learning.getAllPaths(lena)).filter((p) => p.id === pathId);
    const [first, second] = path!.resources;
    await learning.completeResource(lena, pathId, first!.id);
    expect(onPathCompleted).not.toHaveBeenCalled();
    const results = await Promise.all([
      learning.completeResource(lena, pathId, second!.id),
      learning.completeResource(lena, pathId, second!.id),
    ]);
    expect(results.map((result) => result.progress)).toEqual([100, 100]);
    await learning.completeResource(lena, pathId, first!.id);
    expect(onPathCompleted).toHaveBeenCalledTimes(1);
    expect(onPathCompleted).toHaveBeenCalledWith(keyOf(lena), pathId);
  });

  it('keeps a completion when onPathCompleted fails, and reports the failure', async () => {
    const logError = vi.fn();
    const learning = createLearningService({
      db: database.db,
      now,
      subjects: TEST_SUBJECTS,
      onPathCompleted: () => Promise.reject(new Error('rewards are down')),
      logError,
    });
    const lena = learner();
    const pathId = 'biology--cell-biology';
    const [path] = (await learning.getAllPaths(lena)).filter((p) => p.id === pathId);
    for (const resource of path!.resources)
      await learning.completeResource(lena, pathId, resource.id);
    expect(logError).toHaveBeenCalledTimes(1);
    const [after] = (await learning.getAllPaths(lena)).filter((p) => p.id === pathId);
    expect(after?.progress).toBe(100);
  });

  it('recommends the path that names a gap, and suggests its resources for the gap', async () => {
    const learning = createLearningService({ db: database.db, now, subjects: TEST_SUBJECTS });
    const lena = learner();
    await learning.recordMessage(keyOf(lena), readMessage("I'm confused about mitosis"));
    await learning.recordMessage(keyOf(lena), readMessage("I still don't understand mitosis"));
    const gaps = await learning.getGaps(lena);
    expect(gaps.Biology).toEqual([
      expect.objectContaining({
        topic: 'mitosis',
        priority: 'high',
        suggestedResources: ['Cell Biology: Khan Academy Biology'],
      }),
    ]);
    const recommendations = await learning.getRecommendations(lena);
    expect(recommendations.map((path) => path.id)).toEqual(['biology--cell-biology']);
  });
});
