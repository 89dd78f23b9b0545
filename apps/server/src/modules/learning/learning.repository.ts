import { GENERAL_LEARNING_CATEGORY } from '@polymath/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  learningCompletedResources,
  learningPathProgress,
  learningQuestions,
  learningTopics,
} from '../../db/schema';
import type { GapType } from './analysis/phrasing';

/*
 * Drizzle queries of the learning tables. Every query is scoped by the learner key, so one learner
 * can never read or change another's rows.
 */

export type TopicRow = typeof learningTopics.$inferSelect;
export type QuestionRow = typeof learningQuestions.$inferSelect;
export type PathProgressRow = typeof learningPathProgress.$inferSelect;
export type CompletedResourceRow = typeof learningCompletedResources.$inferSelect;

/** The most questions read back per learner (the latest ones): bounded work per request. */
const MAX_QUESTIONS_READ = 2000;

/**
 * Counts one mention of a topic. A topic first filed under the general category moves to a specific
 * one when a later message places it; the confidence is the latest message's.
 */
export async function recordTopicMention(
  db: Database,
  mention: {
    learner: string;
    topic: string;
    category: string;
    confidenceLevel: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(learningTopics)
    .values({ ...mention, frequency: 1, firstMentioned: mention.at, lastMentioned: mention.at })
    .onConflictDoUpdate({
      target: [learningTopics.learner, learningTopics.topic],
      set: {
        frequency: sql`${learningTopics.frequency} + 1`,
        lastMentioned: sql`greatest(${learningTopics.lastMentioned}, excluded.last_mentioned)`,
        confidenceLevel: sql`excluded.confidence_level`,
        category: sql`case when ${learningTopics.category} = ${GENERAL_LEARNING_CATEGORY} then excluded.category else ${learningTopics.category} end`,
      },
    });
}

/** Stores a question asked on a topic. */
export async function insertQuestion(
  db: Database,
  question: {
    learner: string;
    topic: string;
    question: string;
    isConfused: boolean;
    gapType: GapType;
    askedAt: Date;
  },
): Promise<void> {
  await db.insert(learningQuestions).values(question);
}

/** The learner's topics, most mentioned first. */
export async function findTopics(db: Database, learner: string): Promise<TopicRow[]> {
  return db
    .select()
    .from(learningTopics)
    .where(eq(learningTopics.learner, learner))
    .orderBy(
      desc(learningTopics.frequency),
      desc(learningTopics.lastMentioned),
      asc(learningTopics.topic),
    );
}

/** The learner's questions (on the given topics, if any), oldest first. */
export async function findQuestions(
  db: Database,
  learner: string,
  topics?: string[],
): Promise<QuestionRow[]> {
  if (topics?.length === 0) return [];
  const rows = await db
    .select()
    .from(learningQuestions)
    .where(
      and(
        eq(learningQuestions.learner, learner),
        topics ? inArray(learningQuestions.topic, topics) : undefined,
      ),
    )
    .orderBy(desc(learningQuestions.askedAt), desc(learningQuestions.seq))
    .limit(MAX_QUESTIONS_READ);
  return rows.reverse();
}

/** The learner's started paths. */
export async function findPathProgress(db: Database, learner: string): Promise<PathProgressRow[]> {
  return db.select().from(learningPathProgress).where(eq(learningPathProgress.learner, learner));
}

/** The resources the learner completed. */
export async function findCompletedResources(
  db: Database,
  learner: string,
): Promise<CompletedResourceRow[]> {
  return db
    .select()
    .from(learningCompletedResources)
    .where(eq(learningCompletedResources.learner, learner));
}

/** Raises the progress the learner reported on a path (never lowers it), creating its row. */
export async function raiseReportedProgress(
  db: Database,
  row: { learner: string; pathId: string; reportedProgress: number; at: Date },
): Promise<void> {
  await db
    .insert(learningPathProgress)
    .values({
      learner: row.learner,
      pathId: row.pathId,
      reportedProgress: row.reportedProgress,
      startedAt: row.at,
      updatedAt: row.at,
    })
    .onConflictDoUpdate({
      target: [learningPathProgress.learner, learningPathProgress.pathId],
      set: {
        reportedProgress: sql`greatest(${learningPathProgress.reportedProgress}, excluded.reported_progress)`,
        updatedAt: row.at,
      },
    });
}

/** Marks a resource completed, once: a second call changes nothing. */
export async function insertCompletedResource(
  db: Database,
  row: { learner: string; pathId: string; resourceId: string; at: Date },
): Promise<void> {
  await db
    .insert(learningCompletedResources)
    .values({
      learner: row.learner,
      pathId: row.pathId,
      resourceId: row.resourceId,
      completedAt: row.at,
    })
    .onConflictDoNothing();
  await raiseReportedProgress(db, { ...row, reportedProgress: 0 });
}

/**
 * Stamps the path completed if it was not yet. True only for the one call that stamped it, so
 * concurrent completions announce it once.
 */
export async function markPathCompleted(
  db: Database,
  row: { learner: string; pathId: string; at: Date },
): Promise<boolean> {
  const stamped = await db
    .update(learningPathProgress)
    .set({ completedAt: row.at, updatedAt: row.at })
    .where(
      and(
        eq(learningPathProgress.learner, row.learner),
        eq(learningPathProgress.pathId, row.pathId),
        isNull(learningPathProgress.completedAt),
      ),
    )
    .returning({ pathId: learningPathProgress.pathId });
  return stamped.length > 0;
}
