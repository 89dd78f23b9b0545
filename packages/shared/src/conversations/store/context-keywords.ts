/**
 * The vocabularies behind context extraction. The store reads messages with plain keyword lists,
 * not a language model: it runs in the browser on every message, offline, and its guesses only
 * rank conversations and memories, so cheap and predictable beats clever.
 */

/** Concepts worth remembering, matched as whole words or phrases (lower case). */
export const CONCEPT_KEYWORDS = [
  'algorithm',
  'api',
  'architecture',
  'array',
  'async',
  'authentication',
  'cache',
  'class',
  'closure',
  'compiler',
  'concurrency',
  'data structure',
  'database',
  'deep learning',
  'dependency',
  'deployment',
  'design pattern',
  'encryption',
  'function',
  'hash table',
  'inheritance',
  'interface',
  'linked list',
  'machine learning',
  'network',
  'neural network',
  'object',
  'performance',
  'promise',
  'recursion',
  'regression',
  'security',
  'sorting',
  'statistics',
  'testing',
  'type system',
  'variable',
  'calculus',
  'algebra',
  'probability',
  'photosynthesis',
  'evolution',
  'economics',
  'grammar',
  'marketing',
  'strategy',
  'budget',
  'investment',
] as const;

/** Words that mark an advanced question. */
export const ADVANCED_KEYWORDS = [
  'architecture',
  'asynchronous',
  'complexity',
  'concurrency',
  'distributed',
  'optimization',
  'optimize',
  'scalability',
  'kubernetes',
  'microservices',
  'compiler',
  'memory leak',
  'race condition',
  'big o',
  'eigenvalue',
  'derivative',
] as const;

/** Phrases that mark a beginner. */
export const BEGINNER_KEYWORDS = [
  'beginner',
  'new to',
  'getting started',
  'basics',
  'simple terms',
  'explain like',
  'eli5',
  'what is',
  'what are',
  'for dummies',
] as const;

/** Tone markers, checked in this order: frustration outweighs excitement, which outweighs praise. */
export const TONE_KEYWORDS = {
  frustrated: [
    'frustrated',
    'frustrating',
    'annoying',
    'stuck',
    "doesn't work",
    'does not work',
    'not working',
    'broken',
    'hate',
    'ugh',
    'confused',
    'still failing',
  ],
  excited: ['excited', "can't wait", 'cannot wait', 'amazing', 'awesome', 'wow', 'incredible'],
  positive: ['thanks', 'thank you', 'great', 'good', 'nice', 'helpful', 'appreciate', 'perfect'],
} as const;

/** Priority markers; anything else is medium. */
export const PRIORITY_KEYWORDS = {
  high: ['urgent', 'asap', 'immediately', 'critical', 'deadline', 'emergency', 'right now'],
  low: ['no rush', 'whenever', 'just curious', 'when you have time', 'not urgent'],
} as const;

/** Capitalised words that are not names even mid-sentence. */
export const NON_ENTITY_WORDS = new Set(['I', "I'm", "I've", "I'd", "I'll", 'OK']);
