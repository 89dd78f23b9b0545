import type { PolymathCallContext } from '../../polymath-context';

/** What a skill sees: the user's last message and the call context. */
export interface SkillInput {
  question: string;
  context: PolymathCallContext;
}

/**
 * One capability of the built-in engine. `answer` returns Markdown when the skill is sure the
 * question is its own, and null otherwise so the next skill can try.
 */
export interface Skill {
  name: string;
  /**
   * The answer is worked out by rule (a sum, a date, a product fact) rather than recalled from
   * sources, so it needs no source to be trusted.
   */
  isComputed: boolean;
  answer(input: SkillInput): string | null;
}
