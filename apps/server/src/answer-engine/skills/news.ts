import { newsRequestOf } from '../../text/news-question';
import { truncateOnWord } from '../../text/truncate';
import { readNow, type PolymathSource } from '../../adapters/ai/polymath-context';
import type { Skill } from './skill';

/** Headlines listed in one answer. */
const MAX_HEADLINES = 8;
const SUMMARY_CHARS = 200;

/**
 * News questions and the Live Events tiles: the headlines found in the news feeds, each with its
 * link, publication and age, newest or most reported first as the sources come. Without headlines
 * it says the feeds could not be reached rather than answering from an encyclopedia.
 */
export const newsSkill: Skill = {
  name: 'news',
  isComputed: false,
  answer({ question, context }) {
    const request = newsRequestOf(question);
    if (!request) return null;
    const stories = context.sources
      .filter((source) => source.kind === 'news')
      .slice(0, MAX_HEADLINES);
    if (stories.length === 0) {
      return "I can't reach the news feeds from this server right now, so I have no headlines to show you. Please try again in a few minutes.";
    }
    const now = readNow(context);
    const place = context.location?.city ?? context.location?.country;
    const publications = [
      ...new Set(stories.flatMap((story) => (story.sourceName ? [story.sourceName] : []))),
    ];
    const lines = [leadOf(request.isLocal, place, stories, publications)];
    stories.forEach((story, index) => {
      const byline = [
        story.sourceName,
        story.publishedAt ? ageOf(new Date(story.publishedAt), now) : null,
      ]
        .filter(Boolean)
        .join(', ');
      const summary = summaryOf(story);
      // A trailing backslash is a hard line break: the summary starts on a line of its own.
      lines.push(
        `${index + 1}. **[${escapeLinkText(story.title)}](${story.sourceUrl})**${byline ? ` — ${byline}` : ''}${summary ? '\\' : ''}`,
      );
      if (summary) lines.push(`   ${summary}`);
    });
    return lines.join('\n');
  },
};

function leadOf(
  isLocal: boolean,
  place: string | undefined,
  stories: readonly PolymathSource[],
  publications: readonly string[],
): string {
  const from = publications.length > 0 ? ` from ${publications.join(', ')}` : '';
  if (isLocal && !place) {
    return `You haven't shared your location, so these are the top stories everywhere${from}. Share your location to see news from your area.\n`;
  }
  if (isLocal && place && !stories.some((story) => mentions(story, place))) {
    return `I found no stories about ${place} in the news feeds right now, so these are the top stories${from}.\n`;
  }
  if (isLocal && place) return `Here is the latest news about ${place}${from}:\n`;
  return `Here are the latest headlines${from}:\n`;
}

/** The story's summary unless it only repeats the headline. */
function summaryOf(story: PolymathSource): string {
  const summary = story.content.startsWith(`${story.title}. `)
    ? story.content.slice(story.title.length + 2)
    : '';
  return summary ? truncateOnWord(summary, SUMMARY_CHARS) : '';
}

function mentions(story: PolymathSource, place: string): boolean {
  return `${story.title} ${story.content}`.toLowerCase().includes(place.toLowerCase());
}

/** '5 minutes ago', '3 hours ago', '2 days ago'. */
export function ageOf(published: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - published.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** Brackets in a headline would end the Markdown link text early. */
function escapeLinkText(text: string): string {
  return text.replace(/[[\]\\]/g, (character) => `\\${character}`);
}
