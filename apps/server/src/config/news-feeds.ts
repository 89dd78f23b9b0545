import { LIVE_EVENTS } from '@polymath/shared';
import { z } from 'zod';

/** A news category of Live Events (000 §2). */
export type NewsCategory = (typeof LIVE_EVENTS.categories)[number];
const NEWS_CATEGORIES: ReadonlySet<string> = new Set(LIVE_EVENTS.categories);

/** One configured news feed. */
export interface NewsFeedSetting {
  category: NewsCategory;
  url: string;
}

/** NEWS_FEEDS: `tech=https://…/rss, world=https://…` (a category may repeat). */
export const newsFeeds = z.string().transform((value, ctx): NewsFeedSetting[] => {
  const feeds: NewsFeedSetting[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const separator = entry.indexOf('=');
    const category = entry.slice(0, separator).trim().toLowerCase();
    const url = entry.slice(separator + 1).trim();
    if (
      separator < 1 ||
      !NEWS_CATEGORIES.has(category) ||
      !URL.canParse(url) ||
      !/^https?:/i.test(url)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `expected category=url pairs with a category of ${LIVE_EVENTS.categories.join(', ')} and an http(s) URL; not one: ${entry}`,
      });
      return z.NEVER;
    }
    feeds.push({ category: category as NewsCategory, url });
  }
  return feeds;
});
