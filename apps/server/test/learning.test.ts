import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  type AllPathsResponse,
  type AnalyticsResponse,
  type GapsResponse,
  type InterestsResponse,
  type LearningPath,
  type LearningPathUpdateResponse,
  type RecommendationsResponse,
  type SearchPathsResponse,
  STUDY_PLANS,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestOwnerKey, type OwnerKey, userOwnerKey } from '../src/identity/caller';
import {
  createLearningService,
  type LearningService,
} from '../src/modules/learning/learning.service';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { readMessage } from '../src/text/message-reading';

const CELL_BIOLOGY = 'biology--cell-biology';

describe.each(databases)('learning paths API ($kind)', (factory) => {
  let t: TestApp;
  // The service the chat flow calls for every user message, on the app's database.
  let learning: LearningService;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
    learning = createLearningService({ db: t.database.db });
  });
  afterAll(async () => {
    await t.close();
  });

  const asGuest = (id: string) => ({ [ANONYMOUS_ID_HEADER]: id });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/learning-paths/${url}`, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/learning-paths/${url}`, payload, headers });

  async function chatAboutCells(learner: OwnerKey): Promise<void> {
    await learning.recordMessage(learner, readMessage('How does photosynthesis work in plants?'));
    await learning.recordMessage(learner, readMessage("I still don't understand photosynthesis"));
    await learning.recordMessage(learner, readMessage('What happens during mitosis?'));
  }

  async function newUser(): Promise<{ learner: OwnerKey; headers: Record<string, string> }> {
    const session = await signUp(t.app, {
      name: 'Lena Learner',
      email: `lena-${randomUUID()}@example.com`,
      password: 'correct horse battery',
    });
    return { learner: userOwnerKey(session.user.id), headers: bearer(session.token) };
  }

  it('shows a new learner every path, no recommendations, interests or gaps', async () => {
    const headers = asGuest(randomUUID());
    const all = await get('all', headers);
    expect(all.statusCode).toBe(200);
    const { paths } = all.json<AllPathsResponse>();
    expect(paths.length).toBeGreaterThanOrEqual(72);
    expect(paths.every((path) => path.progress === 0 && !path.recommended)).toBe(true);
    expect(paths.find((path) => path.id === CELL_BIOLOGY)?.resources.length).toBeGreaterThanOrEqual(
      2,
    );
    expect((await get('recommendations', headers)).json()).toEqual({ recommendations: [] });
    expect((await get('interests', headers)).json()).toEqual({ interests: {} });
    expect((await get('gaps', headers)).json()).toEqual({ gaps: {} });
    const { analytics } = (await get('analytics', headers)).json<AnalyticsResponse>();
    expect(analytics).toMatchObject({
      totalInterests: 0,
      activeCategories: 0,
      knowledgeGaps: 0,
      recommendedPaths: 0,
      progressSummary: { notStarted: paths.length, inProgress: 0, completed: 0 },
      completedResources: 0,
      averageProgress: 0,
      skillLevel: 'beginner',
    });
  });

  it('turns a guest’s messages into interests, gaps and recommendations', async () => {
    const id = randomUUID();
    await chatAboutCells(guestOwnerKey(id));
    const headers = asGuest(id);

    const { interests } = (await get('interests', headers)).json<InterestsResponse>();
    expect(Object.keys(interests)).toEqual(['Biology']);
    const photosynthesis = interests.Biology?.find((i) => i.topic === 'photosynthesis');
    expect(photosynthesis).toMatchObject({
      category: 'Biology',
      frequency: 2,
      confidenceLevel: 'novice',
      keyQuestions: [
        "I still don't understand photosynthesis",
        'How does photosynthesis work in plants?',
      ],
    });
    expect(Date.parse(photosynthesis?.lastMentioned ?? '')).not.toBeNaN();

    const { gaps } = (await get('gaps', headers)).json<GapsResponse>();
    expect(gaps.Biology?.map((gap) => gap.topic)).toEqual(['photosynthesis']);
    expect(gaps.Biology?.[0]).toMatchObject({
      gapType: 'concept',
      priority: 'medium',
      detectedFrom: [
        'How does photosynthesis work in plants?',
        "I still don't understand photosynthesis",
      ],
    });
    expect(gaps.Biology?.[0]?.suggestedResources.length).toBeGreaterThan(0);

    const { recommendations } = (
      await get('recommendations', headers)
    ).json<RecommendationsResponse>();
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.every((path) => path.recommended)).toBe(true);
    expect(recommendations[0]?.category).toBe('Biology');
    const scores = recommendations.map((path) => path.relevanceScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const { analytics } = (await get('analytics', headers)).json<AnalyticsResponse>();
    expect(analytics).toMatchObject({
      totalInterests: 3,
      activeCategories: 1,
      knowledgeGaps: 1,
      recommendedPaths: recommendations.length,
      skillLevel: 'beginner',
    });
  });

  it('lists a question asked twice once among an interest’s key questions', async () => {
    const id = randomUUID();
    await chatAboutCells(guestOwnerKey(id));
    await learning.recordMessage(
      guestOwnerKey(id),
      readMessage('how does photosynthesis work in plants'),
    );
    const { interests } = (await get('interests', asGuest(id))).json<InterestsResponse>();
    const photosynthesis = interests.Biology?.find((i) => i.topic === 'photosynthesis');
    expect(photosynthesis).toMatchObject({
      frequency: 3,
      keyQuestions: [
        'how does photosynthesis work in plants',
        "I still don't understand photosynthesis",
      ],
    });
  });

  it('searches titles, descriptions, topics and categories, ignoring the Find Paths wording', async () => {
    const response = await get(`search?q=${encodeURIComponent('learning path for plants')}`);
    expect(response.statusCode).toBe(200);
    const { results } = response.json<SearchPathsResponse>();
    expect(results.map((path) => path.id)).toContain(CELL_BIOLOGY);
    expect(
      results.every((path) =>
        [path.title, path.description, path.category, ...path.topics]
          .join(' ')
          .toLowerCase()
          .includes('plant'),
      ),
    ).toBe(true);
    const none = await get('search?q=zzqxv');
    expect(none.json()).toEqual({ results: [] });
  });

  it('refuses a blank or missing search', async () => {
    for (const url of ['search?q=%20%20', 'search']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('starts a path at the start progress, never lowers it and never completes it by report', async () => {
    const { headers } = await newUser();
    const started = await post('update-progress', { pathId: CELL_BIOLOGY, progress: 0 }, headers);
    expect(started.statusCode).toBe(200);
    const body = started.json<LearningPathUpdateResponse>();
    expect(body.success).toBe(true);
    expect(body.path).toMatchObject({ id: CELL_BIOLOGY, progress: STUDY_PLANS.minStartProgress });

    await post('update-progress', { pathId: CELL_BIOLOGY, progress: 40 }, headers);
    const lowered = await post('update-progress', { pathId: CELL_BIOLOGY, progress: 20 }, headers);
    expect(lowered.json<LearningPathUpdateResponse>().path.progress).toBe(40);
    const claimed = await post('update-progress', { pathId: CELL_BIOLOGY, progress: 100 }, headers);
    expect(claimed.json<LearningPathUpdateResponse>().path.progress).toBe(99);

    const { paths } = (await get('all', headers)).json<AllPathsResponse>();
    expect(paths.find((path) => path.id === CELL_BIOLOGY)?.progress).toBe(99);
  });

  it('completes resources once each and recomputes progress as their rounded percent', async () => {
    const { headers } = await newUser();
    const { paths } = (await get('all', headers)).json<AllPathsResponse>();
    const path = paths.find((candidate) => candidate.resources.length === 3) as LearningPath;
    expect(path).toBeDefined();
    const complete = (resourceId: string) =>
      post('complete-resource', { pathId: path.id, resourceId }, headers);

    const first = await complete(path.resources[0]!.id);
    expect(first.statusCode).toBe(200);
    const afterFirst = first.json<LearningPathUpdateResponse>().path;
    expect(afterFirst.progress).toBe(33);
    expect(afterFirst.resources.map((resource) => resource.completed)).toEqual([
      true,
      false,
      false,
    ]);

    const again = await complete(path.resources[0]!.id);
    expect(again.json<LearningPathUpdateResponse>().path.progress).toBe(33);

    await complete(path.resources[1]!.id);
    const last = await complete(path.resources[2]!.id);
    expect(last.json<LearningPathUpdateResponse>().path.progress).toBe(100);

    // Finishing the path earned its reward, once.
    await complete(path.resources[2]!.id);
    const rewards = await t.app.inject({ method: 'GET', url: '/api/rewards/stats', headers });
    expect(rewards.json()).toMatchObject({ learningPathsCompleted: 1 });

    const { analytics } = (await get('analytics', headers)).json<AnalyticsResponse>();
    expect(analytics.progressSummary.completed).toBe(1);
    expect(analytics.completedResources).toBe(3);
    expect(analytics.averageProgress).toBe(100);
  });

  it('answers 404 for an unknown path or resource', async () => {
    const headers = asGuest(randomUUID());
    const unknownPath = await post(
      'update-progress',
      { pathId: 'no-such-path', progress: 15 },
      headers,
    );
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json()).toMatchObject({ code: 'NOT_FOUND' });
    const unknownResource = await post(
      'complete-resource',
      { pathId: CELL_BIOLOGY, resourceId: 'biology--evolution--khan-academy' },
      headers,
    );
    expect(unknownResource.statusCode).toBe(404);
    const noPath = await post('complete-resource', { pathId: 'nope', resourceId: 'nope' }, headers);
    expect(noPath.statusCode).toBe(404);
  });

  it('validates the progress payload', async () => {
    const headers = asGuest(randomUUID());
    for (const payload of [
      { pathId: CELL_BIOLOGY, progress: 101 },
      { pathId: CELL_BIOLOGY, progress: -1 },
      { pathId: '', progress: 15 },
      { progress: 15 },
    ]) {
      const response = await post('update-progress', payload, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const noResource = await post('complete-resource', { pathId: CELL_BIOLOGY }, headers);
    expect(noResource.statusCode).toBe(400);
  });

  it('lets a caller with neither token nor anonymous id read empty data but not write', async () => {
    expect((await get('interests')).json()).toEqual({ interests: {} });
    expect((await get('recommendations')).json()).toEqual({ recommendations: [] });
    const write = await post('update-progress', { pathId: CELL_BIOLOGY, progress: 15 });
    expect(write.statusCode).toBe(401);
    const refusal = write.json<{ code: string; error: string }>();
    expect(refusal.code).toBe('UNAUTHENTICATED');
    expect(refusal.error).toContain(ANONYMOUS_ID_HEADER);
    const complete = await post('complete-resource', { pathId: CELL_BIOLOGY, resourceId: 'x' });
    expect(complete.statusCode).toBe(401);
  });

  describe('keeps each learner’s data to themselves', () => {
    async function expectNothingOf(headers: Record<string, string>): Promise<void> {
      expect((await get('interests', headers)).json()).toEqual({ interests: {} });
      expect((await get('gaps', headers)).json()).toEqual({ gaps: {} });
      expect((await get('recommendations', headers)).json()).toEqual({ recommendations: [] });
      const { paths } = (await get('all', headers)).json<AllPathsResponse>();
      const cells = paths.find((path) => path.id === CELL_BIOLOGY);
      expect(cells?.progress).toBe(0);
      expect(cells?.resources.some((resource) => resource.completed)).toBe(false);
    }

    async function learnAndProgress(learner: OwnerKey, headers: Record<string, string>) {
      await chatAboutCells(learner);
      const { paths } = (await get('all', headers)).json<AllPathsResponse>();
      const resourceId = paths.find((path) => path.id === CELL_BIOLOGY)!.resources[0]!.id;
      await post('update-progress', { pathId: CELL_BIOLOGY, progress: 15 }, headers);
      expect(
        (await post('complete-resource', { pathId: CELL_BIOLOGY, resourceId }, headers)).statusCode,
      ).toBe(200);
      expect(
        (await get('interests', headers)).json<InterestsResponse>().interests.Biology,
      ).toBeDefined();
    }

    it('user versus user', async () => {
      const alice = await newUser();
      const bob = await newUser();
      await learnAndProgress(alice.learner, alice.headers);
      await expectNothingOf(bob.headers);
    });

    it('guest versus guest', async () => {
      const alice = randomUUID();
      await learnAndProgress(guestOwnerKey(alice), asGuest(alice));
      await expectNothingOf(asGuest(randomUUID()));
    });

    it('guest versus user, and the token wins over an anonymous id sent beside it', async () => {
      const guest = randomUUID();
      await learnAndProgress(guestOwnerKey(guest), asGuest(guest));
      const user = await newUser();
      await expectNothingOf({ ...user.headers, ...asGuest(guest) });
      await learnAndProgress(user.learner, user.headers);
      const otherGuest = randomUUID();
      await expectNothingOf(asGuest(otherGuest));
    });
  });
});
