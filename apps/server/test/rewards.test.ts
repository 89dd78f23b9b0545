import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  type RewardsAchievements,
  type RewardsNotifications,
  type RewardsProgress,
  type RewardsStats,
} from '@polymath/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guestOwnerKey, userOwnerKey } from '../src/identity/caller';
import { guestCaller } from './callers';
import { findNotifications, insertNotifications } from '../src/modules/rewards/rewards.repository';
import { createRewardsService, type RewardsService } from '../src/modules/rewards/rewards.service';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';

const ZERO_STATS: RewardsStats = {
  totalPoints: 0,
  level: 1,
  achievements: [],
  messagesCount: 0,
  imagesGenerated: 0,
  documentsAnalyzed: 0,
  questionsAsked: 0,
  learningPathsCompleted: 0,
};

describe.each(databases)('rewards ($kind)', (factory) => {
  let t: TestApp;
  let rewards: RewardsService;
  let clock = new Date('2026-01-31T23:59:00.000Z');
  const now = () => clock;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory, now });
    // The service the chat flow calls, on the app's database and clock.
    rewards = createRewardsService({ db: t.database.db, now });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    clock = new Date('2026-01-31T23:59:00.000Z');
  });

  const read = async <T>(path: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/rewards/${path}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const asGuest = (id: string) => ({ [ANONYMOUS_ID_HEADER]: id });

  it('reads zeros without a token or an anonymous id, or with a malformed one', async () => {
    for (const headers of [{}, asGuest('not-a-uuid')]) {
      expect(await read('stats', headers)).toEqual(ZERO_STATS);
      expect(await read('progress', headers)).toEqual({
        level: { currentLevel: 1, currentXP: 0, nextLevelXP: 1000, progress: 0 },
        streak: { current: 0 },
      });
      const achievements = await read<RewardsAchievements>('achievements', headers);
      expect(achievements.achievements).toEqual([]);
      expect(achievements.locked.length).toBeGreaterThanOrEqual(20);
      expect(await read('notifications', headers)).toEqual({ notifications: [] });
    }
  });

  it('shows a guest the points, counts and achievement of the messages they sent', async () => {
    const guest = randomUUID();
    const first = await rewards.recordActivity(guestOwnerKey(guest), 'message_sent');
    expect(first).toEqual([
      expect.objectContaining({ icon: '💬', title: 'Achievement Unlocked!' }),
    ]);
    expect(await rewards.recordActivity(guestOwnerKey(guest), 'message_sent')).toEqual([]);
    await rewards.recordActivity(guestOwnerKey(guest), 'question_asked');

    const stats = await read<RewardsStats>('stats', asGuest(guest));
    // daily visit 10 + two messages 5 each + a question 5 + First Words 10 + Curious Mind 10
    expect(stats).toMatchObject({ totalPoints: 45, level: 1, messagesCount: 2, questionsAsked: 1 });
    expect(stats.achievements.map((achievement) => achievement.id).sort()).toEqual([
      'first-message',
      'first-question',
    ]);

    expect(await read<RewardsProgress>('progress', asGuest(guest))).toEqual({
      level: { currentLevel: 1, currentXP: 20, nextLevelXP: 1000, progress: 2 },
      streak: { current: 1 },
    });

    const { achievements, locked } = await read<RewardsAchievements>(
      'achievements',
      asGuest(guest),
    );
    expect(achievements).toContainEqual({
      id: 'first-message',
      category: 'communication',
      icon: '💬',
      name: 'First Words',
      description: 'Send your first message',
      points: 10,
      unlockedAt: clock.toISOString(),
    });
    expect(locked).toContainEqual(
      expect.objectContaining({ id: 'messages-10', current: 2, target: 10 }),
    );
    expect(locked.map((achievement) => achievement.id)).not.toContain('first-message');

    const { notifications } = await read<RewardsNotifications>('notifications', asGuest(guest));
    expect(notifications.map((entry) => entry.title)).toEqual([
      'Achievement Unlocked!',
      'Achievement Unlocked!',
      'Daily Visit',
    ]);
    expect(notifications[2]).toMatchObject({ icon: '☀️', points: 10, color: 'sky' });
  });

  it('never shows one learner another’s rewards', async () => {
    const alice = randomUUID();
    const mallory = randomUUID();
    await rewards.recordActivity(guestOwnerKey(alice), 'image_generated');
    expect(await read('stats', asGuest(mallory))).toEqual(ZERO_STATS);
    expect(await read('notifications', asGuest(mallory))).toEqual({ notifications: [] });

    const session = await signUp(t.app, {
      name: 'Rita Rewards',
      email: `rita-${randomUUID()}@example.com`,
      password: 'correct horse battery',
    });
    await rewards.recordActivity(userOwnerKey(session.user.id), 'document_analyzed');
    // The token wins over an anonymous id sent beside it: the user reads their own rewards only.
    const userStats = await read<RewardsStats>('stats', {
      ...bearer(session.token),
      ...asGuest(alice),
    });
    expect(userStats).toMatchObject({ documentsAnalyzed: 1, imagesGenerated: 0 });
    const aliceStats = await read<RewardsStats>('stats', asGuest(alice));
    expect(aliceStats).toMatchObject({ imagesGenerated: 1, documentsAnalyzed: 0 });
  });

  it('loses no count when one learner’s activities arrive at once', async () => {
    const guest = guestCaller();
    const learner = guestOwnerKey(guest.anonymousId!);
    const earned = await Promise.all(
      Array.from({ length: 12 }, () => rewards.recordActivity(learner, 'message_sent')),
    );
    const stats = await rewards.getStats(guest);
    expect(stats.messagesCount).toBe(12);
    // daily visit 10 + 12 × 5 + First Words 10 + Conversation Starter 25, each counted once
    expect(stats.totalPoints).toBe(105);
    // Which call unlocks which depends on the order they take the lock: each is unlocked once.
    expect(
      earned
        .flat()
        .map((reward) => reward.message.split(':')[0])
        .sort(),
    ).toEqual(['Conversation Starter', 'First Words']);
    const { notifications } = await rewards.getNotifications(guest);
    expect(notifications.filter((entry) => entry.title === 'Daily Visit')).toHaveLength(1);
  });

  it('keeps the streak across midnight and a month end, and drops it after a missed day', async () => {
    const guest = randomUUID();
    await rewards.recordActivity(guestOwnerKey(guest), 'message_sent');
    clock = new Date('2026-02-01T00:01:00.000Z');
    await rewards.recordActivity(guestOwnerKey(guest), 'message_sent');
    expect((await read<RewardsProgress>('progress', asGuest(guest))).streak).toEqual({
      current: 2,
    });

    clock = new Date('2026-02-02T18:00:00.000Z');
    expect((await read<RewardsProgress>('progress', asGuest(guest))).streak).toEqual({
      current: 2,
    });
    clock = new Date('2026-02-03T00:00:00.000Z');
    expect((await read<RewardsProgress>('progress', asGuest(guest))).streak).toEqual({
      current: 0,
    });
    await rewards.recordActivity(guestOwnerKey(guest), 'message_sent');
    expect((await read<RewardsProgress>('progress', asGuest(guest))).streak).toEqual({
      current: 1,
    });
    expect((await read<RewardsStats>('stats', asGuest(guest))).messagesCount).toBe(3);
  });

  it('keeps Recent Activity bounded, newest first', async () => {
    const guest = guestCaller();
    const learner = guestOwnerKey(guest.anonymousId!);
    for (let day = 1; day <= 35; day += 1) {
      clock = new Date(Date.UTC(2026, 2, day, 9));
      await rewards.recordActivity(learner, 'daily_visit');
    }
    const { notifications } = await rewards.getNotifications(guest);
    expect(notifications).toHaveLength(30);
    const times = notifications.map((entry) => entry.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(notifications[0]?.timestamp).toBe(clock.toISOString());
  });

  it('drops a learner’s oldest entries beyond the number kept, and no one else’s', async () => {
    const learner = guestOwnerKey(randomUUID());
    const other = guestOwnerKey(randomUUID());
    const draft = (title: string) => ({
      icon: '⭐',
      title,
      message: '',
      points: 0,
      color: 'amber',
    });
    await insertNotifications(t.database.db, other, [draft('other')], clock, 3);
    await insertNotifications(t.database.db, learner, [draft('a'), draft('b')], clock, 3);
    await insertNotifications(t.database.db, learner, [draft('c'), draft('d')], clock, 3);
    const kept = await findNotifications(t.database.db, learner, 10);
    expect(kept.map((entry) => entry.title)).toEqual(['d', 'c', 'b']);
    expect(await findNotifications(t.database.db, other, 10)).toHaveLength(1);
  });
});
