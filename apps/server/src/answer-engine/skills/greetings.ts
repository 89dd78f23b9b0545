import { PRODUCT_NAME } from '@polymath/shared';
import type { Skill } from './skill';

const CAPABILITIES =
  'I can work out math, percentages and unit conversions, answer questions about dates and times, ' +
  `explain how ${PRODUCT_NAME} works, and answer from the articles in my knowledge store with sources.`;

type SmallTalk = 'greeting' | 'thanks' | 'howAreYou' | 'farewell' | 'filler';

/** One small-talk phrase at the start of the text; each group is one kind of phrase. */
const LEADING_PHRASE = new RegExp(
  '^(?:' +
    [
      '(hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|yo)',
      '(thanks|thank you|thx|ty|cheers|much appreciated)',
      "(how are you(?: doing)?|how's it going|how are things|how do you do|what's up|whats up|sup)",
      '(bye|goodbye|see you(?: later)?|good night|later)',
      `(${PRODUCT_NAME.toLowerCase()}|there|again|so much|a lot|very much|everyone|all|friend|buddy|mate|ok|okay|great|cool|nice|oh|and|you|too|today)`,
    ].join('|') +
    ')(?:\\s+|$)',
);
const KINDS: SmallTalk[] = ['greeting', 'thanks', 'howAreYou', 'farewell', 'filler'];

/**
 * The kinds of small talk a message is made of, or null when anything else is in it: "hi, what is
 * 2+2?" is a question for the math skill, not a greeting.
 */
export function readSmallTalk(question: string): Set<SmallTalk> | null {
  let text = question
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const kinds = new Set<SmallTalk>();
  while (text) {
    const match = LEADING_PHRASE.exec(text);
    if (!match) return null;
    const index = match.slice(1).findIndex(Boolean);
    const kind = KINDS[index];
    if (kind) kinds.add(kind);
    text = text.slice(match[0].length);
  }
  kinds.delete('filler');
  return kinds.size > 0 ? kinds : null;
}

/** Greetings, thanks, "how are you" and goodbyes: a short friendly reply that says what Polymath can do. */
export const greetingsSkill: Skill = {
  name: 'greetings',
  isComputed: true,
  isClaimless: true,
  answer({ question }) {
    const kinds = readSmallTalk(question);
    if (!kinds) return null;
    if (kinds.has('thanks')) return "You're welcome! Ask me anything else whenever you like.";
    if (kinds.has('farewell')) return 'Goodbye! Come back any time you have a question.';
    if (kinds.has('howAreYou')) {
      return `I'm doing well, thanks for asking! ${CAPABILITIES} What would you like to explore?`;
    }
    return `Hello! I'm ${PRODUCT_NAME}. ${CAPABILITIES} What can I help you with?`;
  },
};
