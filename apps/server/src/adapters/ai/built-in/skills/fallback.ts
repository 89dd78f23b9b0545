import type { Skill } from './skill';

const CAN_DO =
  'Offline, I can work out math, percentages and unit conversions, answer questions about dates and times, ' +
  'explain how Polymath works, and answer from the articles in my knowledge store.';
const CONNECT =
  'For open-ended questions like this one, the operator of this server can connect an AI model by setting ' +
  'AI_BASE_URL (any OpenAI-compatible service, such as OpenAI, Ollama or LM Studio).';

/** The honest last resort: say what is missing instead of answering with unrelated text. */
export const fallbackSkill: Skill = {
  name: 'fallback',
  isComputed: false,
  answer({ context }) {
    const reason =
      context.sources.length > 0
        ? "I found some articles in my knowledge store, but none of them answers this question, so I won't guess."
        : "Nothing in my knowledge store covers this yet, and this question needs a connected AI model, which isn't set up here.";
    return `${reason} ${CAN_DO} ${CONNECT}`;
  },
};
