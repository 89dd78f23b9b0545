import type { PolymathCallContext } from '../adapters/ai/polymath-context';
import { datesSkill } from './skills/dates';
import { fallbackSkill } from './skills/fallback';
import { greetingsSkill } from './skills/greetings';
import { knowledgeSkill } from './skills/knowledge';
import { mathSkill } from './skills/math/math';
import { newsSkill } from './skills/news';
import { outOfReachSkill, quizRequestSkill } from './skills/out-of-reach';
import { polymathHelpSkill } from './skills/polymath-help';
import type { Citation, Skill } from './skills/skill';

/**
 * Tried in order; the first skill that claims the question answers it. The narrow, certain skills
 * come first so that, say, "What is 15% of 240?" is never answered from an encyclopedia article,
 * and a request the engine cannot fulfil (a quiz, the weather) is said to be one rather than
 * answered with a definition of its subject.
 */
const PATTERN_SKILLS: Skill[] = [
  greetingsSkill,
  polymathHelpSkill,
  quizRequestSkill,
  outOfReachSkill,
  newsSkill,
  mathSkill,
  datesSkill,
];
const OPEN_SKILLS: Skill[] = [knowledgeSkill, fallbackSkill];

/**
 * Greetings, sums and date questions are short. Longer input (the chat allows 50,000 characters)
 * skips the pattern skills, whose regular expressions would take seconds on a pasted wall of text.
 */
export const MAX_PATTERN_QUESTION_CHARS = 500;

/** The built-in engine's answer, with the skill that gave it. */
export interface BuiltInAnswer {
  skill: string;
  text: string;
  /** Worked out by rule rather than recalled: see `Skill.isComputed`. */
  isComputed: boolean;
  /** The source sentence the answer leads with. */
  citation?: Citation;
  /** The sources lack what was asked, and the answer says so: see `SkillReply.isUnanswered`. */
  isUnanswered?: boolean;
  /** Nothing in it to verify: see `Skill.isClaimless`. */
  isClaimless?: boolean;
  /** A refusal a language model would answer: see `Skill.needsModel`. */
  needsModel?: boolean;
}

function toAnswer(skill: Skill, reply: ReturnType<Skill['answer']>): BuiltInAnswer | null {
  const { text, ...evidence } =
    typeof reply === 'string' ? { text: reply } : (reply ?? { text: '' });
  if (!text) return null;
  const claimless = skill.isClaimless ? { isClaimless: true } : {};
  const needsModel = skill.needsModel ? { needsModel: true } : {};
  return {
    skill: skill.name,
    text,
    isComputed: skill.isComputed,
    ...claimless,
    ...needsModel,
    ...evidence,
  };
}

/** The built-in engine's answer to a question. */
export function answerQuestion(question: string, context: PolymathCallContext): BuiltInAnswer {
  const skills =
    question.length > MAX_PATTERN_QUESTION_CHARS
      ? OPEN_SKILLS
      : [...PATTERN_SKILLS, ...OPEN_SKILLS];
  for (const skill of skills) {
    const answer = toAnswer(skill, skill.answer({ question, context }));
    if (answer) return answer;
  }
  // The fallback always answers; this keeps the type honest if the list ever changes.
  return {
    skill: fallbackSkill.name,
    text: '',
    isComputed: false,
    isClaimless: true,
    needsModel: true,
  };
}
