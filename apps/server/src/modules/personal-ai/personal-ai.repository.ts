import type {
  AutoPrompt,
  ConversationAnalysis,
  PersonalPreference,
  PersonalitySettings,
} from '@polymath/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  autoPromptLists,
  personalAiAnalyses,
  personalPreferences,
  personalitySettings,
} from '../../db/schema';

/** A database handle or a transaction on it: the queries run on either. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A timestamp column as the API writes it (ISO 8601, UTC). */
function isoOf(timestamp: string): string {
  return new Date(timestamp).toISOString();
}

const preferenceColumns = {
  id: personalPreferences.id,
  category: personalPreferences.category,
  preference: personalPreferences.preference,
  value: personalPreferences.value,
  dateAdded: personalPreferences.dateAdded,
};

/** The user's preferences, oldest first (the order they were added in). */
export async function listPreferences(
  db: Queryable,
  userId: string,
  options: { newestFirst?: boolean; limit?: number } = {},
): Promise<PersonalPreference[]> {
  const order = options.newestFirst
    ? [desc(personalPreferences.dateAdded), desc(personalPreferences.id)]
    : [asc(personalPreferences.dateAdded), asc(personalPreferences.id)];
  const query = db
    .select(preferenceColumns)
    .from(personalPreferences)
    .where(eq(personalPreferences.userId, userId))
    .orderBy(...order);
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map((row) => ({
    ...row,
    category: row.category as PersonalPreference['category'],
    dateAdded: isoOf(row.dateAdded),
  }));
}

/** How many preferences the user keeps. */
export async function countPreferences(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(personalPreferences)
    .where(eq(personalPreferences.userId, userId));
  return row?.total ?? 0;
}

/** The bytes the user's preference of that id counts; undefined when they have none by that id. */
export async function findPreferenceSize(
  db: Queryable,
  userId: string,
  id: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ sizeBytes: personalPreferences.sizeBytes })
    .from(personalPreferences)
    .where(and(eq(personalPreferences.userId, userId), eq(personalPreferences.id, id)));
  return row?.sizeBytes;
}

/** Creates or replaces the user's preference of that id. */
export async function upsertPreference(
  db: Queryable,
  userId: string,
  preference: PersonalPreference,
  sizeBytes: number,
): Promise<void> {
  const values = {
    category: preference.category,
    preference: preference.preference,
    value: preference.value,
    dateAdded: preference.dateAdded,
    sizeBytes,
  };
  await db
    .insert(personalPreferences)
    .values({ userId, id: preference.id, ...values })
    .onConflictDoUpdate({
      target: [personalPreferences.userId, personalPreferences.id],
      set: values,
    });
}

/** Deletes the user's preference; the bytes it took, or undefined when they have none by that id. */
export async function deletePreferenceRow(
  db: Queryable,
  userId: string,
  id: string,
): Promise<number | undefined> {
  const [deleted] = await db
    .delete(personalPreferences)
    .where(and(eq(personalPreferences.userId, userId), eq(personalPreferences.id, id)))
    .returning({ sizeBytes: personalPreferences.sizeBytes });
  return deleted?.sizeBytes;
}

/** The user's saved personality settings, if they saved any. */
export async function findPersonality(
  db: Queryable,
  userId: string,
): Promise<PersonalitySettings | undefined> {
  const [row] = await db
    .select({
      style: personalitySettings.style,
      verbosity: personalitySettings.verbosity,
      expertise: personalitySettings.expertise,
      tone: personalitySettings.tone,
    })
    .from(personalitySettings)
    .where(eq(personalitySettings.userId, userId));
  return row as PersonalitySettings | undefined;
}

/** Saves the user's personality settings (one row per user). */
export async function upsertPersonality(
  db: Queryable,
  userId: string,
  settings: PersonalitySettings,
): Promise<void> {
  const values = { ...settings, updatedAt: sql`now()` };
  await db
    .insert(personalitySettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: personalitySettings.userId, set: values });
}

/** The user's last conversation analysis, if they ran one. */
export async function findAnalysis(
  db: Queryable,
  userId: string,
): Promise<ConversationAnalysis | undefined> {
  const [row] = await db
    .select({
      insights: personalAiAnalyses.insights,
      learningProgress: personalAiAnalyses.learningProgress,
    })
    .from(personalAiAnalyses)
    .where(eq(personalAiAnalyses.userId, userId));
  return row;
}

/** Keeps the user's latest conversation analysis in place of the one before. */
export async function upsertAnalysis(
  db: Queryable,
  userId: string,
  analysis: ConversationAnalysis,
  analysedAt: Date,
): Promise<void> {
  const values = {
    insights: analysis.insights,
    learningProgress: analysis.learningProgress,
    analysedAt,
  };
  await db
    .insert(personalAiAnalyses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: personalAiAnalyses.userId, set: values });
}

/** The user's stored auto prompts and the bytes they count; undefined when none were stored. */
export async function findAutoPromptList(
  db: Queryable,
  userId: string,
): Promise<{ autoPrompts: AutoPrompt[]; sizeBytes: number } | undefined> {
  const [row] = await db
    .select({ autoPrompts: autoPromptLists.autoPrompts, sizeBytes: autoPromptLists.sizeBytes })
    .from(autoPromptLists)
    .where(eq(autoPromptLists.userId, userId));
  return row;
}

/** Replaces the user's auto prompts with a new list. */
export async function upsertAutoPromptList(
  db: Queryable,
  userId: string,
  autoPrompts: AutoPrompt[],
  sizeBytes: number,
): Promise<void> {
  const values = { autoPrompts, sizeBytes, updatedAt: sql`now()` };
  await db
    .insert(autoPromptLists)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: autoPromptLists.userId, set: values });
}
