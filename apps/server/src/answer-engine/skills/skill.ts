import type { AnswerCitation, PolymathCallContext } from '../../adapters/ai/polymath-context';

/** What a skill sees: the user's last message and the call context. */
export interface SkillInput {
  question: string;
  context: PolymathCallContext;
}

/** The sentence of a source an answer leads with: the source's excerpt should show it. */
export type Citation = AnswerCitation;

/** A reply with what it rests on, for skills that answer from the sources. */
export interface SkillReply {
  text: string;
  citation?: Citation;
  /**
   * The sources are on the subject but do not give what was asked; the reply says so and quotes
   * what they do say, so verification must not present it as an answer.
   */
  isUnanswered?: boolean;
  /** This reply is a refusal a language model would answer: see `Skill.needsModel`. */
  needsModel?: boolean;
}

/**
 * One capability of the built-in engine. `answer` returns Markdown (alone, or as a SkillReply
 * with its citation) when the skill is sure the question is its own, and null otherwise so the next
 * skill can try.
 */
export interface Skill {
  name: string;
  /**
   * The answer is worked out by rule (a sum, a date, a product fact) rather than recalled from
   * sources, so it needs no source to be trusted.
   */
  isComputed: boolean;
  /** The skill's replies state nothing about the world (greetings, the fallback's refusal). */
  isClaimless?: boolean;
  /**
   * The skill's replies say the built-in engine cannot do what was asked and a language model
   * would: the chat then shows how to connect one.
   */
  needsModel?: boolean;
  answer(input: SkillInput): string | SkillReply | null;
}
