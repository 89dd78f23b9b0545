import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  type BackgroundLearningTopicRow,
  backgroundLearningTopics as topics,
} from '../../../db/schema';

/** When a topic may be queued again, by the state its row is in. */
export interface RequeueRules {
  /** A topic learned after this moment is not looked up again. */
  doneBefore: Date;
  /** A topic whose lookup failed after this moment is not tried again yet. */
  failedBefore: Date;
  /** A queued or running topic untouched since this moment lost its job (a crash): queue it again. */
  staleBefore: Date;
}

/**
 * Records `topic` as queued unless it is queued, running, or finished too recently (by `rules`).
 * Atomic, so two server processes asked the same topic at once queue it once. True when queued.
 */
export async function claimTopic(
  db: Database,
  topic: { topicKey: string; topic: string },
  rules: RequeueRules,
): Promise<boolean> {
  const rows = await db
    .insert(topics)
    .values({ ...topic, state: 'queued' })
    .onConflictDoUpdate({
      target: topics.topicKey,
      set: {
        topic: topic.topic,
        state: 'queued',
        attempts: 0,
        lastError: null,
        lastErrorAt: null,
        queuedAt: sql`now()`,
        startedAt: null,
        finishedAt: null,
      },
      setWhere: or(
        and(eq(topics.state, 'done'), lt(topics.finishedAt, rules.doneBefore)),
        and(eq(topics.state, 'failed'), lt(topics.finishedAt, rules.failedBefore)),
        and(
          inArray(topics.state, ['queued', 'active']),
          sql`coalesce(${topics.startedAt}, ${topics.queuedAt}) < ${rules.staleBefore.toISOString()}::timestamptz`,
        ),
      ),
    })
    .returning({ topicKey: topics.topicKey });
  return rows.length > 0;
}

/** Marks a topic's lookup as running (attempt `attempt`). */
export async function markTopicActive(db: Database, topicKey: string, attempt: number) {
  await db
    .update(topics)
    .set({ state: 'active', attempts: attempt, startedAt: sql`now()` })
    .where(eq(topics.topicKey, topicKey));
}

/** Marks a topic as learned. */
export async function markTopicDone(db: Database, topicKey: string, articlesStored: number) {
  await db
    .update(topics)
    .set({ state: 'done', articlesStored, finishedAt: sql`now()` })
    .where(eq(topics.topicKey, topicKey));
}

/** Records a failed attempt: the topic waits for its retry ('queued') or has failed for good. */
export async function markTopicFailed(
  db: Database,
  topicKey: string,
  failure: { message: string; isFinal: boolean },
) {
  await db
    .update(topics)
    .set({
      state: failure.isFinal ? 'failed' : 'queued',
      lastError: failure.message,
      lastErrorAt: sql`now()`,
      ...(failure.isFinal ? { finishedAt: sql`now()` } : {}),
    })
    .where(eq(topics.topicKey, topicKey));
}

/** Puts a topic whose lookup was interrupted (the server stopping) back in the queue. */
export async function requeueTopic(db: Database, topicKey: string) {
  await db
    .update(topics)
    .set({ state: 'queued', startedAt: null })
    .where(eq(topics.topicKey, topicKey));
}

/** Topics waiting or running, oldest first (re-sent at start when jobs live in memory). */
export async function findUnfinishedTopics(
  db: Database,
): Promise<Pick<BackgroundLearningTopicRow, 'topicKey' | 'topic'>[]> {
  return db
    .select({ topicKey: topics.topicKey, topic: topics.topic })
    .from(topics)
    .where(inArray(topics.state, ['queued', 'active']))
    .orderBy(topics.queuedAt);
}

/** The learner's figures: running (started after `activeSince`), queued, done since `dayStart`. */
export async function countTopics(
  db: Database,
  options: { activeSince: Date; dayStart: Date },
): Promise<{ active: number; queued: number; processedToday: number }> {
  const [row] = await db
    .select({
      active: count(
        sql`case when ${topics.state} = 'active' and ${topics.startedAt} >= ${options.activeSince.toISOString()}::timestamptz then 1 end`,
      ),
      queued: count(sql`case when ${topics.state} = 'queued' then 1 end`),
      processedToday: count(
        sql`case when ${topics.state} = 'done' and ${topics.finishedAt} >= ${options.dayStart.toISOString()}::timestamptz then 1 end`,
      ),
    })
    .from(topics);
  return row ?? { active: 0, queued: 0, processedToday: 0 };
}

/** The latest lookup that failed for good, or null. */
export async function findLatestFailure(
  db: Database,
): Promise<{ message: string; at: Date } | null> {
  const [row] = await db
    .select({ message: topics.lastError, at: topics.finishedAt })
    .from(topics)
    .where(eq(topics.state, 'failed'))
    .orderBy(desc(topics.finishedAt))
    .limit(1);
  return row?.message && row.at ? { message: row.message, at: row.at } : null;
}

/** Forgets finished topics older than `before` (they hold users' words; nothing needs them). */
export async function deleteFinishedTopics(db: Database, before: Date): Promise<void> {
  await db
    .delete(topics)
    .where(and(inArray(topics.state, ['done', 'failed']), lt(topics.finishedAt, before)));
}
