import type { Difficulty, Interest, Priority } from '@polymath/shared';
import type { DetectedGap } from '../analysis/detect-gap';
import type { PathTemplate } from './build-path-catalog';

/** What relevance is computed from: the learner's interests and gaps. */
export interface LearnerProfile {
  interests: Pick<Interest, 'topic' | 'category' | 'frequency' | 'confidenceLevel'>[];
  gaps: Pick<DetectedGap, 'topic' | 'category' | 'priority'>[];
}

/**
 * A path is recommended from this score: a topic the learner asked about (or a gap) named by the
 * path, or a strong interest in its category (mentions adding up to 6) at the learner's level there.
 */
export const RECOMMENDED_MIN_RELEVANCE = 2;

/** A matched interest: 2, plus 0.5 per mention up to 4 mentions. */
const TOPIC_MATCH_POINTS = 2;
const POINTS_PER_MENTION = 0.5;
const MENTIONS_COUNTED = 4;
/** Interests in the path's category: 0.25 per mention, at most 1.5 (never enough alone). */
const CATEGORY_POINTS_PER_MENTION = 0.25;
const CATEGORY_POINTS_MAX = 1.5;
/** The path's difficulty is the learner's level in its category. */
const LEVEL_FIT_POINTS = 0.5;
/** A matched gap, by priority. */
const GAP_POINTS: Record<Priority, number> = { low: 1, medium: 2, high: 3 };

const LEVEL_OF_CONFIDENCE: Record<Interest['confidenceLevel'], Difficulty> = {
  novice: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text a topic is looked for in: title, description and topics, lower case. */
export function pathText(path: PathTemplate): string {
  return [path.title, path.description, ...path.topics].join(' \n ').toLowerCase();
}

/** Compiled topic patterns: every path is matched against every interest on each request. */
const topicPatterns = new Map<string, RegExp>();
/** The cache is dropped past this size (topics are open-ended text). */
const MAX_CACHED_PATTERNS = 5000;

function topicPattern(topic: string): RegExp {
  let pattern = topicPatterns.get(topic);
  if (!pattern) {
    if (topicPatterns.size >= MAX_CACHED_PATTERNS) topicPatterns.clear();
    pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(topic)}(?:e?s)?(?![\\p{L}\\p{N}])`,
      'u',
    );
    topicPatterns.set(topic, pattern);
  }
  return pattern;
}

/** Whether a normalised topic (or its plural) appears as whole words in the path's text. */
export function pathMentions(text: string, topic: string): boolean {
  return topic.length >= 2 && topicPattern(topic).test(text);
}

/** The learner's level in a category: the confidence of most mentions there. */
export function levelIn(profile: LearnerProfile, category: string): Difficulty | undefined {
  const weights = new Map<Difficulty, number>();
  for (const interest of profile.interests) {
    if (interest.category !== category) continue;
    const level = LEVEL_OF_CONFIDENCE[interest.confidenceLevel];
    weights.set(level, (weights.get(level) ?? 0) + interest.frequency);
  }
  return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** How well a path matches the learner's interests and gaps, rounded to two decimals. */
export function relevanceOf(path: PathTemplate, profile: LearnerProfile): number {
  const text = pathText(path);
  let score = 0;
  let categoryMentions = 0;
  for (const interest of profile.interests) {
    if (pathMentions(text, interest.topic)) {
      score +=
        TOPIC_MATCH_POINTS + POINTS_PER_MENTION * Math.min(interest.frequency, MENTIONS_COUNTED);
    }
    if (interest.category === path.category) categoryMentions += interest.frequency;
  }
  score += Math.min(CATEGORY_POINTS_MAX, CATEGORY_POINTS_PER_MENTION * categoryMentions);
  if (categoryMentions > 0 && levelIn(profile, path.category) === path.difficulty) {
    score += LEVEL_FIT_POINTS;
  }
  for (const gap of profile.gaps) {
    if (pathMentions(text, gap.topic)) score += GAP_POINTS[gap.priority];
  }
  return Math.round(score * 100) / 100;
}

/** Whether a path with this relevance is recommended. */
export function isRecommended(relevanceScore: number): boolean {
  return relevanceScore >= RECOMMENDED_MIN_RELEVANCE;
}
