import type { NewsCategory } from '../config/news-feeds';

/** What a news question asks for: the categories to read and how recent the stories must be. */
export interface NewsRequest {
  categories: NewsCategory[];
  /** Only stories of the last this many hours (the 'Last 24h' quick action). */
  withinHours?: number;
  /** Stories about the user's place (the 'Local News' quick action). */
  isLocal: boolean;
  /** Stories that several feeds carry rank first (the 'Trending' quick action). */
  isTrending: boolean;
}

/** Words that make a message about the news whatever else it says. */
const NEWS_WORDS = /\b(news|headlines?|breaking|trending|happening|current events|top stories)\b/i;
/** Words that make a topic question a news question: the asker wants what is new. */
const RECENT_WORDS =
  /\b(latest|today|today's|tonight|this (week|morning|evening)|right now|recent(ly)?|new in|what'?s new|moving|last 24 hours|of the day)\b/i;

/** Topic words of each category, checked in order: the first match names the category. */
const CATEGORY_WORDS: ReadonlyArray<readonly [NewsCategory, RegExp]> = [
  [
    'tech',
    /\b(tech|technology|ai|artificial intelligence|software|gadgets?|computing|startups?)\b/i,
  ],
  [
    'sports',
    /\b(sports?|football|soccer|basketball|tennis|cricket|rugby|olympics?|results|scores)\b/i,
  ],
  ['weather', /\b(weather|forecasts?|storms?|hurricanes?|heatwaves?|floods?|climate)\b/i],
  [
    'markets',
    /\b(markets?|stocks?|shares|currenc(y|ies)|commodit(y|ies)|economy|business|finance)\b/i,
  ],
  [
    'entertainment',
    /\b(entertainment|movies?|films?|music|celebrit(y|ies)|tv|television|culture|arts)\b/i,
  ],
  ['politics', /\b(politics|political|elections?|government|parliament|congress)\b/i],
  ['world', /\b(world|international|global|every continent|around the globe)\b/i],
  ['breaking', /\b(breaking|right now)\b/i],
];

const LAST_24_HOURS = /\b(last|past) 24 hours\b/i;
const LOCAL = /\b(near me|local|my (city|town|area|region|country))\b/i;
const TRENDING = /\btrending\b/i;

/**
 * Reads a message as a news question, or null when it is not one. A message is about the news
 * when it says so ('news', 'headlines', 'trending'…) or asks what is recent about a news topic
 * ('latest developments in technology', 'how are the markets moving today').
 */
export function newsRequestOf(message: string): NewsRequest | null {
  const category = CATEGORY_WORDS.find(([, words]) => words.test(message))?.[0];
  const isNews = NEWS_WORDS.test(message) || (category !== undefined && RECENT_WORDS.test(message));
  if (!isNews) return null;
  const isLocal = LOCAL.test(message);
  const isTrending = TRENDING.test(message);
  const withinHours = LAST_24_HOURS.test(message) ? 24 : undefined;
  // Local, trending and 24-hour questions read every category, then narrow by place or agreement.
  const isAcrossCategories = isLocal || isTrending || withinHours !== undefined;
  return {
    categories: isAcrossCategories ? ['breaking', 'world', 'general'] : [category ?? 'general'],
    ...(withinHours ? { withinHours } : {}),
    isLocal,
    isTrending,
  };
}
