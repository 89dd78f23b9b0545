import { parseFeed } from '@rowanmanning/feed-parser';
import { plainTextOfHtml } from '../../text/html-text';
import { truncateOnWord } from '../../text/truncate';

/** One story of a feed, as plain text. */
export interface FeedStory {
  title: string;
  url: string;
  summary: string;
  /** null when the feed does not date the story. */
  publishedAt: Date | null;
}

/** A feed's publication name and its stories, newest first as the feed lists them. */
export interface NewsFeed {
  title: string;
  stories: FeedStory[];
}

/** The content types a feed is served with. */
export const NEWS_FEED_TYPES: readonly string[] = [
  'application/rss+xml',
  'application/atom+xml',
  'application/xml',
  'text/xml',
  'application/rdf+xml',
];

/** Stories kept per feed read: feeds list 20–100, and only the latest are ever shown. */
export const MAX_STORIES_PER_FEED = 40;
const MAX_TITLE_CHARS = 300;
const MAX_SUMMARY_CHARS = 600;

/**
 * Reads an RSS or Atom document (@rowanmanning/feed-parser). Stories without a title or an
 * http(s) link are left out: a headline must lead somewhere a reader can open. Throws on a
 * document that is not a feed.
 */
export function parseNewsFeed(xml: string): NewsFeed {
  const feed = parseFeed(xml);
  const stories: FeedStory[] = [];
  for (const item of feed.items) {
    if (stories.length === MAX_STORIES_PER_FEED) break;
    const title = plainTextOfHtml(item.title ?? '');
    const url = webLinkOf(item.url);
    if (!title || !url) continue;
    const date = item.published ?? item.updated;
    stories.push({
      title: truncateOnWord(title, MAX_TITLE_CHARS),
      url,
      summary: truncateOnWord(
        plainTextOfHtml(item.description ?? item.content ?? ''),
        MAX_SUMMARY_CHARS,
      ),
      publishedAt: date && !Number.isNaN(date.getTime()) ? date : null,
    });
  }
  return { title: plainTextOfHtml(feed.title ?? ''), stories };
}

/** The link when it is an absolute http(s) URL (a javascript: or relative link is dropped). */
function webLinkOf(link: string | null): string | null {
  if (!link || !URL.canParse(link)) return null;
  const url = new URL(link);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
