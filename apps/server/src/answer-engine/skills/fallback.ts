import { isCompositionRequest } from '../../text/question';
import type { PolymathCallContext } from '../../adapters/ai/polymath-context';
import type { Skill } from './skill';

/** Why nothing answers, in the user's words: what was tried and could not be reached or found. */
function reasonOf(question: string, context: PolymathCallContext): string {
  if (isCompositionRequest(question)) {
    return "I can't write that: composing text needs a language model, and this server answers with its built-in engine, which only answers from what it can compute or look up.";
  }
  if (context.sources.length > 0) {
    return "I found some sources on this, but none of them answers this question, so I won't guess.";
  }
  const web = context.lookup?.web;
  if (web === 'unreachable') {
    return "I can't reach the web from this server right now, and nothing I have offline answers this, so I won't guess.";
  }
  if (web === 'searched') {
    return "I searched the web but found nothing I could rely on to answer this, so I won't guess.";
  }
  if (context.capabilities?.webSearch === 'ready') {
    return "I couldn't find anything I could rely on to answer this, so I won't guess.";
  }
  return "I can't reach the web from this server, and nothing I have offline covers this yet, so I won't guess.";
}

/** What the built-in engine can answer on this server, from what the server can draw on. */
export function offlineAbilities(context: PolymathCallContext): string {
  const abilities = [
    'work out math, percentages and unit conversions',
    'answer questions about dates and times',
    'explain how Polymath works',
    'give facts about countries and cities',
    "explain the key terms of the subjects in Polymath's directory",
  ];
  if (context.capabilities?.news) abilities.push('list the latest news headlines');
  abilities.push(
    context.capabilities?.encyclopedia
      ? 'answer from encyclopedia articles'
      : 'answer from the encyclopedia articles I have already learned',
  );
  const last = abilities.pop() ?? '';
  return `I can ${abilities.join(', ')} and ${last}.`;
}

/** The honest last resort: say what is missing instead of answering with unrelated text. */
export const fallbackSkill: Skill = {
  name: 'fallback',
  isComputed: false,
  isClaimless: true,
  // What it gives up on (a poem, a recipe, an explanation no source covers) is what a model writes.
  needsModel: true,
  answer({ question, context }) {
    return `${reasonOf(question, context)} ${offlineAbilities(context)} Asking about a specific subject by name often helps.`;
  },
};
