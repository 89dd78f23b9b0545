import { CHAT, listInWords, PRODUCT_NAME, unavailableFeatures } from '@polymath/shared';
import { personalizationLines } from './personalization-prompt';
import type { PolymathCallContext, PolymathSource } from './polymath-context';
import { readNow, readTimeZone } from './polymath-context';

/** How a source is named to the model: its address, or what it is when it has none to show. */
function whereFrom(source: PolymathSource): string {
  if (source.kind === 'note') return 'a note the user wrote';
  if (source.kind === 'file') return 'a file the user sent';
  return source.sourceUrl;
}

/**
 * The system prompt for a connected model: who Polymath is, the user's current date, time and
 * zone, their location when shared, how a signed-in user wants to be answered, and the numbered
 * sources to cite as [n].
 */
export function buildSystemPrompt(context: PolymathCallContext): string {
  const timeZone = readTimeZone(context);
  const now = readNow(context);
  const nowText = new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(now);
  const lines = [
    `You are ${PRODUCT_NAME}, an AI assistant for chatting and learning.`,
    'Answer accurately and concisely in Markdown. Say so plainly when you do not know something.',
    `The user's current date and time is ${nowText} (${timeZone}).`,
    `Not available in ${PRODUCT_NAME} yet (say so if asked): ${listInWords(unavailableFeatures().map((feature) => feature.name))}.`,
  ];
  const place = [context.location?.city, context.location?.country].filter(Boolean).join(', ');
  if (place) lines.push(`The user has shared their location: ${place}.`);
  if (context.personalization) lines.push(...personalizationLines(context.personalization));
  const sources = context.sources.slice(0, CHAT.maxSources);
  if (context.isResearch) {
    lines.push(
      '',
      sources.length > 0
        ? 'The user is researching this question: base the answer on the sources below and cite each claim.'
        : 'The user is researching this question and no source was found: answer from what you know, say that it comes from no source, and cite nothing.',
    );
  }

  if (sources.length > 0) {
    lines.push(
      '',
      'Use these sources when they are relevant and cite them inline as [n], matching their numbers.',
      'Do not cite a source for a claim it does not support.',
      '',
      ...sources.map(
        (source, index) =>
          `[${index + 1}] ${source.title} (${whereFrom(source)})\n${source.content}`,
      ),
    );
  }
  return lines.join('\n');
}
