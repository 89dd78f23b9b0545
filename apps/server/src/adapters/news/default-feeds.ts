import type { NewsFeedSetting } from '../../config/news-feeds';

/**
 * The feeds read when NEWS_FEEDS is unset: public RSS feeds of public-service and long-standing
 * newsrooms, two per category where both publish one, so a category survives one feed failing.
 */
export const DEFAULT_NEWS_FEEDS: readonly NewsFeedSetting[] = [
  { category: 'breaking', url: 'https://feeds.bbci.co.uk/news/rss.xml' },
  { category: 'breaking', url: 'https://feeds.npr.org/1001/rss.xml' },
  { category: 'world', url: 'https://feeds.bbci.co.uk/news/world/rss.xml' },
  { category: 'world', url: 'https://www.theguardian.com/world/rss' },
  { category: 'tech', url: 'https://feeds.bbci.co.uk/news/technology/rss.xml' },
  { category: 'tech', url: 'https://www.theguardian.com/technology/rss' },
  { category: 'sports', url: 'https://feeds.bbci.co.uk/sport/rss.xml' },
  { category: 'sports', url: 'https://www.theguardian.com/sport/rss' },
  { category: 'weather', url: 'https://www.theguardian.com/world/weather/rss' },
  { category: 'weather', url: 'https://feeds.bbci.co.uk/news/science_and_environment/rss.xml' },
  { category: 'markets', url: 'https://feeds.bbci.co.uk/news/business/rss.xml' },
  { category: 'markets', url: 'https://www.theguardian.com/business/rss' },
  {
    category: 'entertainment',
    url: 'https://feeds.bbci.co.uk/news/entertainment_and_arts/rss.xml',
  },
  { category: 'entertainment', url: 'https://www.theguardian.com/culture/rss' },
  { category: 'politics', url: 'https://feeds.bbci.co.uk/news/politics/rss.xml' },
  { category: 'politics', url: 'https://feeds.npr.org/1014/rss.xml' },
  { category: 'general', url: 'https://feeds.npr.org/1001/rss.xml' },
  { category: 'general', url: 'https://www.theguardian.com/international/rss' },
];
