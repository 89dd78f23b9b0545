import { PRODUCT_NAME } from '@polymath/shared';
import type { FeatureEntry } from './feature-catalogue';
import { FEATURE_CATALOGUE } from './feature-catalogue';
import type { Skill } from './skill';

/** Phrases that make an everyday word ("limits", "theme") refer to the app rather than the world. */
const ABOUT_THE_APP = new RegExp(
  `\\b(${PRODUCT_NAME.toLowerCase()}|this app|the app|your app|my account|my plan|do i have|can i use|how do i use|in the chat)\\b`,
);

function normalise(question: string): string {
  return ` ${question
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^a-z0-9_'\- ]+/g, ' ')
    .replace(/\s+/g, ' ')} `;
}

function mentions(text: string, phrase: string): boolean {
  return text.includes(` ${phrase} `) || text.includes(` ${phrase}s `);
}

function scoreEntry(entry: FeatureEntry, text: string, isAboutApp: boolean): number {
  const specific = entry.keywords.filter((keyword) => mentions(text, keyword)).length;
  const contextual = isAboutApp
    ? entry.contextualKeywords.filter((keyword) => mentions(text, keyword)).length
    : 0;
  return specific * 2 + contextual;
}

/** Questions about Polymath's own features, answered from the feature catalogue. */
export const polymathHelpSkill: Skill = {
  name: 'polymath-help',
  isComputed: true,
  answer({ question, context }) {
    const text = normalise(question);
    const isAboutApp = ABOUT_THE_APP.test(text);
    let best: { entry: FeatureEntry; score: number } | null = null;
    for (const entry of FEATURE_CATALOGUE) {
      const score = scoreEntry(entry, text, isAboutApp);
      if (score > 0 && (!best || score > best.score)) best = { entry, score };
    }
    if (!best) return null;
    const { answer } = best.entry;
    return typeof answer === 'string' ? answer : answer(context);
  },
};
