import { isStopWord } from '@polymath/shared';
import { stem, wordsOf } from './words';

/*
 * The one list of words that name no subject a user learns about: what the topics found in a
 * message (noun phrases, interests, insights) leave out. Stop words (`@polymath/shared`'s list)
 * are words that say nothing at all; these are real nouns, verbs and adjectives that say nothing
 * of what a user is interested in ('conversation', 'year', 'boss', 'asking').
 */

/**
 * Words that never make a topic on their own, nor begin or end one: the vocabulary of asking
 * ("question", "difference", "example"), of vague quantity and quality, and of summing up.
 */
// prettier-ignore
const FILLER_WORDS = new Set([
  'thing', 'things', 'stuff', 'way', 'ways', 'lot', 'lots', 'kind', 'sort', 'bit', 'part',
  'question', 'questions', 'answer', 'difference', 'differences', 'example', 'examples', 'idea',
  'help', 'time', 'times', 'day', 'today', 'weekend', 'use', 'work', 'something', 'anything',
  'everything', 'others', 'people', 'person', 'someone', 'cause', 'causes', 'reason', 'reasons', 'trade',
  'offs', 'tradeoff', 'tradeoffs', 'detail', 'details', 'step', 'steps', 'term', 'terms',
  'basics', 'basic', 'simple', 'good', 'best', 'better', 'new', 'different', 'main', 'important',
  'easy', 'hard', 'same', 'other', 'many', 'much', 'few', 'more', 'most', 'sure', 'able',
  'possible', 'beginner', 'beginners', 'explanation', 'overview', 'introduction', 'concept',
  'concepts', 'topic', 'topics', 'sense', 'plain', 'english', 'five', 'hi', 'hello', 'thanks',
  'please', 'ok', 'okay', 'yes', 'no', 'advice', 'tip', 'tips', 'guide', 'problem', 'problems',
  'issue', 'issues', 'case', 'cases', 'edge', 'practice', 'practices', 'performance',
  'implication', 'implications', 'scratch', 'point', 'fact', 'facts', 'level', 'levels',
  'approach', 'approaches', 'option', 'options', 'pros', 'cons', 'benefit', 'benefits', 'role',
  'end', 'start', 'result', 'results', 'error', 'errors', 'wrong', 'right', 'real', 'world',
  'life', 'everyday', 'eli5', 'i', 'im', 'summary', 'synopsis',
]);

/** Filler words that belong inside a longer name ("World War II", "New Deal", "real world"). */
const KEPT_INSIDE_NAMES = new Set(['world', 'new', 'real', 'english', 'edge', 'end']);

/**
 * Everyday nouns of the user's life around a question: time, the chat itself, plans and tasks,
 * the people they mention. Beside a subject word they stay ("leap year", "business plan",
 * "child development"); a phrase of nothing else is no topic ("year", "week plan", "next month",
 * "this conversation", "my boss"). Singular forms: plurals are read through their stem.
 */
// prettier-ignore
const GENERIC_NOUNS = new Set([
  // Time and the calendar.
  'year', 'month', 'week', 'hour', 'minute', 'second', 'morning', 'afternoon', 'evening', 'night',
  'tonight', 'tomorrow', 'yesterday', 'date', 'moment', 'while', 'monday', 'tuesday', 'wednesday',
  'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
  // The chat itself.
  'conversation', 'chat', 'message', 'reply', 'response', 'discussion', 'prompt', 'assistant',
  // Plans, tasks and paperwork.
  'plan', 'schedule', 'list', 'task', 'todo', 'reminder', 'deadline', 'meeting', 'appointment',
  'project', 'homework', 'assignment', 'document', 'version', 'number', 'amount', 'name', 'type',
  // The people around the user.
  'boss', 'manager', 'colleague', 'coworker', 'friend', 'family', 'wife', 'husband', 'partner',
  'mom', 'mum', 'dad', 'mother', 'father', 'parent', 'son', 'daughter', 'kid', 'child', 'children',
  'brother', 'sister', 'teacher', 'student', 'classmate', 'neighbour', 'neighbor', 'team', 'guy',
]);

/**
 * Everyday verbs in their -ing form: after a noun, such a form is what someone does ("my boss
 * asking for a report"), never a field's name as "machine learning", "data mining" or "decision
 * making" are (so 'making', 'writing', 'planning' and 'thinking' are not here).
 */
// prettier-ignore
const EVERYDAY_GERUNDS = new Set([
  'asking', 'saying', 'talking', 'wanting', 'needing', 'trying', 'going', 'coming', 'getting',
  'doing', 'having', 'wondering', 'looking', 'waiting', 'letting', 'helping', 'expecting',
  'sending', 'pushing', 'bugging', 'complaining', 'hoping', 'feeling',
]);

/**
 * Whether a word (lower case, with its lemma when the tagger gave one) is filler: never a topic,
 * nor the first or last word of one. `insideName` keeps the words that belong inside a name.
 */
export function isFillerWord(word: string, lemma = word, insideName = false): boolean {
  if (insideName && KEPT_INSIDE_NAMES.has(word)) return false;
  return FILLER_WORDS.has(word) || FILLER_WORDS.has(lemma);
}

/** Whether a lower-case word is an everyday noun of GENERIC_NOUNS (singular or plural). */
export function isGenericNoun(word: string, lemma = word): boolean {
  return GENERIC_NOUNS.has(word) || GENERIC_NOUNS.has(lemma) || GENERIC_NOUNS.has(stem(word));
}

/** Whether a lower-case -ing form is an everyday verb's (EVERYDAY_GERUNDS). */
export function isEverydayGerund(word: string): boolean {
  return EVERYDAY_GERUNDS.has(word);
}

/**
 * Whether a lower-case word says nothing of what a user learns about: filler, an everyday noun,
 * or an everyday verb's -ing form. What insight keywords and stored topics are checked with.
 */
export function isGenericWord(word: string): boolean {
  return isFillerWord(word) || isGenericNoun(word) || isEverydayGerund(word);
}

/**
 * Whether a topic as stored (lower-case words) names nothing a user learns about: all its words
 * are generic or stop words ('year', 'week plan', 'this conversation', 'boss asking').
 */
export function isGenericTopic(topic: string): boolean {
  return wordsOf(topic).every((word) => isGenericWord(word) || isStopWord(word));
}
