import type { SharedV3ProviderMetadata, SharedV3ProviderOptions } from '@ai-sdk/provider';
import {
  AssistantCapabilitiesSchema,
  PersonalitySettingsSchema,
  PREFERENCE_CATEGORIES,
} from '@polymath/shared';
import { z } from 'zod';

/** One knowledge-store passage handed to the model as a citable source. */
export const PolymathSourceSchema = z.object({
  /**
   * encyclopedia (when unset), news, web, directory, facts, file (one the user sent) or note (one
   * the user wrote).
   */
  kind: z.enum(['encyclopedia', 'news', 'web', 'directory', 'facts', 'file', 'note']).optional(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  reliability: z.number().min(0).max(1),
  sourceUrl: z.string(),
  /** The publication ('BBC News'). */
  sourceName: z.string().optional(),
  /** When a news story was published (ISO 8601). */
  publishedAt: z.string().optional(),
  /** Where to learn the subject: the subjects directory's courses, books and tutorials. */
  links: z.array(z.object({ name: z.string(), url: z.string() })).optional(),
});
export type PolymathSource = z.infer<typeof PolymathSourceSchema>;

/**
 * How the signed-in user asked to be answered (their Personal AI): the four personality settings
 * and the preferences they told it, newest first. Absent for guests.
 */
export const PolymathPersonalizationSchema = z.object({
  personality: PersonalitySettingsSchema,
  preferences: z
    .array(
      z.object({
        category: z.enum(PREFERENCE_CATEGORIES),
        preference: z.string(),
        value: z.string(),
      }),
    )
    .default([]),
});
export type PolymathPersonalization = z.infer<typeof PolymathPersonalizationSchema>;

/**
 * What the chat service tells the model about this call, passed as
 * `providerOptions: { polymath: context }`. The built-in engine reads it; other providers ignore it,
 * so the chat service also renders it into the system prompt for them.
 */
export const PolymathCallContextSchema = z.object({
  sources: z.array(PolymathSourceSchema).default([]),
  /** IANA time zone of the user, e.g. 'Europe/Paris'. */
  timeZone: z.string().optional(),
  /** The current instant as ISO 8601; injected so answers about dates are testable. */
  now: z.iso.datetime({ offset: true }).optional(),
  location: z.object({ city: z.string().optional(), country: z.string().optional() }).optional(),
  /** What this server can draw on, so the engine can say what it can do and why it cannot. */
  capabilities: AssistantCapabilitiesSchema.optional(),
  /** What the lookup for this message found out: whether the web was searched or unreachable. */
  lookup: z.object({ web: z.enum(['searched', 'unreachable']).optional() }).optional(),
  /** How the signed-in user wants to be answered; absent for guests. */
  personalization: PolymathPersonalizationSchema.optional(),
  /** The question comes from the research tab: answer it from the sources, citing them. */
  isResearch: z.boolean().optional(),
});
export type PolymathCallContext = z.infer<typeof PolymathCallContextSchema>;

/**
 * What the built-in engine tells the chat about an answer, as `providerMetadata.polymath` of the
 * stream's finish part. Other providers send none, which reads as a plain recalled answer.
 */
export const PolymathAnswerMetadataSchema = z.object({
  /** Worked out by rule (a sum, a date), so it needs no source to be trusted. */
  computed: z.boolean().default(false),
  /** The engine's skill that answered. */
  skill: z.string().optional(),
  /** The sources are on the subject but lack what was asked; the answer says so. */
  unanswered: z.boolean().default(false),
  /** The answer states nothing to verify (a greeting, a refusal): it gets no confidence badge. */
  claimless: z.boolean().default(false),
  /**
   * The answer says the built-in engine cannot do what was asked and a language model would (a
   * poem, a translation, an explanation no source covers): the chat shows how to connect one.
   */
  needsModel: z.boolean().default(false),
  /** The source sentence the answer leads with, so the source's excerpt can show it. */
  citation: z
    .object({
      sourceNumber: z.number().int().min(1),
      sentence: z.string(),
      /**
       * How much of the question that sentence speaks to, 0 to 1 (the share of the question's
       * own words it uses, the cited article's name aside): an extract that shares little with
       * the question may be the wrong sentence, and verification trusts it less.
       */
      support: z.number().min(0).max(1).optional(),
    })
    .optional(),
});
export type PolymathAnswerMetadata = z.infer<typeof PolymathAnswerMetadataSchema>;
/** The source sentence an answer leads with; sources are numbered from 1, as cited ([1]). */
export type AnswerCitation = NonNullable<PolymathAnswerMetadata['citation']>;

/** Reads the engine's answer metadata from provider metadata; anything malformed reads as none. */
export function readAnswerMetadata(
  providerMetadata: SharedV3ProviderMetadata | undefined,
): PolymathAnswerMetadata {
  const parsed = PolymathAnswerMetadataSchema.safeParse(
    providerMetadata?.[POLYMATH_PROVIDER_KEY] ?? {},
  );
  return parsed.success
    ? parsed.data
    : { computed: false, unanswered: false, claimless: false, needsModel: false };
}

/** The provider options key under which the call context travels. */
export const POLYMATH_PROVIDER_KEY = 'polymath';

/**
 * Reads the call context from a model call's provider options. A missing or malformed context
 * yields an empty one: the engine still answers, just without sources.
 */
export function readPolymathContext(
  providerOptions: SharedV3ProviderOptions | undefined,
): PolymathCallContext {
  const parsed = PolymathCallContextSchema.safeParse(
    providerOptions?.[POLYMATH_PROVIDER_KEY] ?? {},
  );
  return parsed.success ? parsed.data : { sources: [] };
}

/** Wraps a call context as provider options for `streamText`/`generateText`. */
export function toProviderOptions(context: PolymathCallContext): SharedV3ProviderOptions {
  return { [POLYMATH_PROVIDER_KEY]: context };
}

/** The moment "now" for this call: the context's clock when given, else the real one. */
export function readNow(context: PolymathCallContext): Date {
  return context.now ? new Date(context.now) : new Date();
}

/** The time zone answers are given in: the user's when valid, else UTC. */
export function readTimeZone(context: PolymathCallContext): string {
  if (!context.timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: context.timeZone });
    return context.timeZone;
  } catch {
    return 'UTC';
  }
}
