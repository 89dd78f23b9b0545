import { CHAT, PRODUCT_NAME } from '@polymath/shared';
import { FEATURES_IN_DEVELOPMENT } from './built-in/skills/feature-catalogue';
import type { PolymathCallContext } from './polymath-context';
import { readNow, readTimeZone } from './polymath-context';

/**
 * The system prompt for a connected model: who Polymath is, the user's current date, time and
 * zone, their location when shared, and the numbered sources to cite as [n].
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
    `Not available in ${PRODUCT_NAME} yet (say so if asked): ${FEATURES_IN_DEVELOPMENT.join(', ')}.`,
  ];
  const place = [context.location?.city, context.location?.country].filter(Boolean).join(', ');
  if (place) lines.push(`The user has shared their location: ${place}.`);

  const sources = context.sources.slice(0, CHAT.maxSources);
  if (sources.length > 0) {
    lines.push(
      '',
      'Use these sources when they are relevant and cite them inline as [n], matching their numbers.',
      'Do not cite a source for a claim it does not support.',
      '',
      ...sources.map(
        (source, index) =>
          `[${index + 1}] ${source.title} (${source.sourceUrl})\n${source.content}`,
      ),
    );
  }
  return lines.join('\n');
}
