import { randomUUID } from 'node:crypto';
import {
  AppError,
  type AutoPrompt,
  type ConversationAnalysis,
  PERSONAL_AI_LIMITS,
  PERSONALITY_DEFAULTS,
  type PersonalAiProfile,
  type PersonalPreference,
  type PersonalitySettings,
  type SavePreferenceRequest,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { UserCaller } from '../../identity/caller';
import type { StorageQuota } from '../../limits/storage-quota';
import type { Personalization } from '../chat';
import type { RateLimiter } from '../../limits/rate-limiter';
import { addStorageUsage, lockStorageUsage } from '../../limits/storage-usage.repository';
import { type AnalysisSources, analyzeConversations } from './analysis/analyze-conversations';
import {
  countPreferences,
  deletePreferenceRow,
  findAnalysis,
  findAutoPromptList,
  findPersonality,
  findPreferenceSize,
  listPreferences,
  upsertAnalysis,
  upsertAutoPromptList,
  upsertPersonality,
  upsertPreference,
} from './personal-ai.repository';

/**
 * A signed-in user's Personal AI: preferences, personality, the analysis of their conversations
 * and their auto prompts. Every function takes the user from the verified session, so no call
 * can name another user's rows; preference ids are per user. What the user writes (preferences,
 * auto prompts) counts against their storage quota.
 */
export interface PersonalAiService {
  /** Preferences, the last analysis and the personality (the defaults until one is saved). */
  getProfile(caller: UserCaller): Promise<PersonalAiProfile>;
  savePersonality(caller: UserCaller, settings: PersonalitySettings): Promise<PersonalitySettings>;
  /**
   * Adds a preference, or changes the user's own preference of that id. 413 QUOTA_EXCEEDED past
   * PERSONAL_AI_LIMITS.preferences or the storage quota.
   */
  savePreference(caller: UserCaller, request: SavePreferenceRequest): Promise<PersonalPreference>;
  /** 404 when the user has no preference by that id. */
  deletePreference(caller: UserCaller, id: string): Promise<void>;
  /** Analyses the user's own conversations and keeps the result for the profile. */
  analyzeConversations(caller: UserCaller): Promise<ConversationAnalysis>;
  getAutoPrompts(caller: UserCaller): Promise<AutoPrompt[]>;
  /** Replaces the user's auto prompts with the browser's list (413 past the storage quota). */
  saveAutoPrompts(caller: UserCaller, autoPrompts: AutoPrompt[]): Promise<AutoPrompt[]>;
  /** What the chat adds to a signed-in user's answers (the chat's PersonalizationSource). */
  personalizationOf(userId: string): Promise<Personalization>;
}

/** Preferences told to the model with each answer: the newest, so instructions stay short. */
export const PREFERENCES_IN_PROMPT = 20;
/**
 * Analyses one user may run a minute: each reads up to hundreds of messages (about a second of
 * work), and the button is pressed now and then, not in a loop.
 */
export const ANALYSES_PER_MINUTE = 5;

/** The UTF-8 bytes a stored thing counts against the storage quota: its JSON. */
function bytesOf(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

function tooManyPreferences(): AppError {
  return new AppError('QUOTA_EXCEEDED', {
    message:
      `You have ${PERSONAL_AI_LIMITS.preferences} preferences saved, the most an account can ` +
      'keep. Delete preferences you no longer need to add new ones.',
  });
}

export function createPersonalAiService(
  deps: AnalysisSources & {
    db: Database;
    quota: StorageQuota;
    /** Paces analyses; without it they are not paced. */
    rates?: RateLimiter;
    /** The clock analyses and new preferences are stamped with; tests fix it. */
    now?: () => Date;
  },
): PersonalAiService {
  const { db, quota } = deps;
  const now = deps.now ?? (() => new Date());
  const personalityOf = async (userId: string) =>
    (await findPersonality(db, userId)) ?? { ...PERSONALITY_DEFAULTS };

  return {
    async getProfile(caller) {
      const userId = caller.user.id;
      const [preferences, analysis, personalitySettings] = await Promise.all([
        listPreferences(db, userId),
        findAnalysis(db, userId),
        personalityOf(userId),
      ]);
      return {
        preferences,
        insights: analysis?.insights ?? [],
        learningProgress: analysis?.learningProgress ?? [],
        personalitySettings,
      };
    },

    async savePersonality(caller, settings) {
      await upsertPersonality(db, caller.user.id, settings);
      return settings;
    },

    async savePreference(caller, request) {
      const userId = caller.user.id;
      const preference: PersonalPreference = {
        ...request,
        id: request.id ?? randomUUID(),
        dateAdded: request.dateAdded ?? now().toISOString(),
      };
      const sizeBytes = bytesOf(preference);
      // The usage row's lock orders the user's writes: a burst of new preferences is counted one
      // at a time, so it never passes the limit together.
      await db.transaction(async (tx) => {
        const usage = await lockStorageUsage(tx, userId);
        const storedBytes = await findPreferenceSize(tx, userId, preference.id);
        if (storedBytes === undefined) {
          const kept = await countPreferences(tx, userId);
          if (kept >= PERSONAL_AI_LIMITS.preferences) throw tooManyPreferences();
        }
        const change = { personalAiBytes: sizeBytes - (storedBytes ?? 0) };
        quota.check(usage, change, caller.plan);
        await upsertPreference(tx, userId, preference, sizeBytes);
        await addStorageUsage(tx, userId, change);
      });
      return preference;
    },

    async deletePreference(caller, id) {
      const userId = caller.user.id;
      await db.transaction(async (tx) => {
        await lockStorageUsage(tx, userId);
        const freedBytes = await deletePreferenceRow(tx, userId, id);
        if (freedBytes === undefined) {
          throw new AppError('NOT_FOUND', { message: 'No such preference.' });
        }
        await addStorageUsage(tx, userId, { personalAiBytes: -freedBytes });
      });
    },

    async analyzeConversations(caller) {
      const rule = {
        key: `personal-ai-analysis:user:${caller.user.id}`,
        limit: ANALYSES_PER_MINUTE,
        windowSeconds: 60,
      };
      if (deps.rates && !(await deps.rates.take([rule]))) {
        throw new AppError('RATE_LIMITED', {
          message:
            'You have analysed your conversations several times this minute. Please wait a moment.',
          retryAfterSeconds: 60,
        });
      }
      const analysis = await analyzeConversations(deps, caller);
      await upsertAnalysis(db, caller.user.id, analysis, now());
      return analysis;
    },

    async getAutoPrompts(caller) {
      return (await findAutoPromptList(db, caller.user.id))?.autoPrompts ?? [];
    },

    async saveAutoPrompts(caller, autoPrompts) {
      const userId = caller.user.id;
      // An empty list keeps nothing worth counting.
      const sizeBytes = autoPrompts.length === 0 ? 0 : bytesOf(autoPrompts);
      await db.transaction(async (tx) => {
        const usage = await lockStorageUsage(tx, userId);
        const stored = await findAutoPromptList(tx, userId);
        const change = { personalAiBytes: sizeBytes - (stored?.sizeBytes ?? 0) };
        quota.check(usage, change, caller.plan);
        await upsertAutoPromptList(tx, userId, autoPrompts, sizeBytes);
        await addStorageUsage(tx, userId, change);
      });
      return autoPrompts;
    },

    async personalizationOf(userId) {
      const [personality, preferences] = await Promise.all([
        personalityOf(userId),
        listPreferences(db, userId, { newestFirst: true, limit: PREFERENCES_IN_PROMPT }),
      ]);
      return {
        personality,
        preferences: preferences.map(({ category, preference, value }) => ({
          category,
          preference,
          value,
        })),
      };
    },
  };
}
