import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rewardAchievements, rewardNotifications, rewardTotals } from '../../db/schema';
import type { NotificationDraft } from './rewards.messages';
import type { RewardTotals } from './rewards.rules';

/** A database handle or a transaction on it: the queries run on either. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** An unlocked achievement as stored. */
export interface UnlockedRow {
  achievementId: string;
  unlockedAt: Date;
}

/** A stored Recent Activity entry. */
export interface NotificationRow extends NotificationDraft {
  id: string;
  createdAt: Date;
}

const totalsColumns = {
  totalPoints: rewardTotals.totalPoints,
  messagesCount: rewardTotals.messagesCount,
  questionsAsked: rewardTotals.questionsAsked,
  imagesGenerated: rewardTotals.imagesGenerated,
  documentsAnalyzed: rewardTotals.documentsAnalyzed,
  learningPathsCompleted: rewardTotals.learningPathsCompleted,
  activeDays: rewardTotals.activeDays,
  currentStreak: rewardTotals.currentStreak,
  longestStreak: rewardTotals.longestStreak,
  lastActiveDay: rewardTotals.lastActiveDay,
};

/** The learner's totals, or undefined before their first activity. */
export async function findTotals(
  db: Queryable,
  learner: string,
): Promise<RewardTotals | undefined> {
  const [row] = await db
    .select(totalsColumns)
    .from(rewardTotals)
    .where(eq(rewardTotals.learner, learner));
  return row;
}

/**
 * The learner's totals, locked until the transaction ends (created at zero when missing), so
 * concurrent activities of one learner apply one after the other. Call inside a transaction.
 */
export async function lockTotals(tx: Queryable, learner: string): Promise<RewardTotals> {
  await tx.insert(rewardTotals).values({ learner }).onConflictDoNothing();
  const [row] = await tx
    .select(totalsColumns)
    .from(rewardTotals)
    .where(eq(rewardTotals.learner, learner))
    .for('update');
  if (!row) throw new Error('the rewards totals row vanished after its upsert');
  return row;
}

/** Stores the learner's new totals (their row must be locked by lockTotals). */
export async function saveTotals(
  tx: Queryable,
  learner: string,
  totals: RewardTotals,
): Promise<void> {
  await tx
    .update(rewardTotals)
    .set({ ...totals, updatedAt: sql`now()` })
    .where(eq(rewardTotals.learner, learner));
}

/** The learner's unlocked achievements, newest first. */
export async function findUnlocked(db: Queryable, learner: string): Promise<UnlockedRow[]> {
  return db
    .select({
      achievementId: rewardAchievements.achievementId,
      unlockedAt: rewardAchievements.unlockedAt,
    })
    .from(rewardAchievements)
    .where(eq(rewardAchievements.learner, learner))
    .orderBy(desc(rewardAchievements.unlockedAt), rewardAchievements.achievementId);
}

/** Records achievements as unlocked at `unlockedAt`; ones already held keep their first time. */
export async function insertUnlocked(
  tx: Queryable,
  learner: string,
  achievementIds: readonly string[],
  unlockedAt: Date,
): Promise<void> {
  if (achievementIds.length === 0) return;
  await tx
    .insert(rewardAchievements)
    .values(achievementIds.map((achievementId) => ({ learner, achievementId, unlockedAt })))
    .onConflictDoNothing();
}

/**
 * Adds Recent Activity entries in order (their sequence keeps that order when they share `at`),
 * then drops the learner's entries beyond the newest `keep`.
 */
export async function insertNotifications(
  tx: Queryable,
  learner: string,
  drafts: readonly NotificationDraft[],
  at: Date,
  keep: number,
): Promise<void> {
  if (drafts.length === 0) return;
  await tx
    .insert(rewardNotifications)
    .values(drafts.map((draft) => ({ ...draft, learner, createdAt: at })));
  const [oldestKept] = await tx
    .select({ seq: rewardNotifications.seq })
    .from(rewardNotifications)
    .where(eq(rewardNotifications.learner, learner))
    .orderBy(desc(rewardNotifications.seq))
    .offset(keep - 1)
    .limit(1);
  if (!oldestKept) return;
  await tx
    .delete(rewardNotifications)
    .where(
      and(eq(rewardNotifications.learner, learner), lt(rewardNotifications.seq, oldestKept.seq)),
    );
}

/** The learner's newest Recent Activity entries, newest first. */
export async function findNotifications(
  db: Queryable,
  learner: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select({
      id: rewardNotifications.id,
      icon: rewardNotifications.icon,
      title: rewardNotifications.title,
      message: rewardNotifications.message,
      points: rewardNotifications.points,
      color: rewardNotifications.color,
      createdAt: rewardNotifications.createdAt,
    })
    .from(rewardNotifications)
    .where(eq(rewardNotifications.learner, learner))
    .orderBy(desc(rewardNotifications.seq))
    .limit(limit);
}
