import type { LoadingCategory } from '@polymath/shared';

/**
 * The kind of request, from its keywords (000 §4 loading state), recorded in feedbackData so
 * feedback can be read by category. The first matching rule wins; 'thinking' is the default.
 */
const RULES: readonly [LoadingCategory, RegExp][] = [
  ['analyzing file', /\b(?:file|document|pdf|attachment|upload(?:ed)?|spreadsheet)\b/i],
  [
    'generating image',
    /\b(?:image|picture|photo|drawing|illustration|draw|paint)\b|^generate an image of/i,
  ],
  [
    'generating code',
    /\b(?:code|function|program|script|javascript|typescript|python|java|rust|golang|c\+\+|sql|html|css|bug|debug|compile|algorithm)\b/i,
  ],
  [
    'solving math',
    /\b(?:calculate|compute|solve|equation|math|algebra|integral|derivative|percent|sum|multiply|divide)\b|%|\d\s*[-+*/^x]\s*\d/i,
  ],
  [
    'analyzing science',
    /\b(?:science|physics|chemistry|biology|atom|molecule|cell|gene|dna|energy|gravity|quantum|planet|evolution)\b/i,
  ],
  [
    'creating content',
    /\b(?:write|compose|draft|story|poem|essay|article|blog|letter|email|summari[sz]e|create)\b/i,
  ],
  [
    'researching',
    /\b(?:research|history|who (?:is|was)|what (?:is|was|are)|when did|where is|explain|tell me about|facts?)\b/i,
  ],
  [
    'contemplating',
    /\b(?:why|meaning|philosophy|opinion|think|should i|ethics?|believe|purpose)\b/i,
  ],
];

/** The loading category a message falls in. */
export function categorizeMessage(message: string): LoadingCategory {
  return RULES.find(([, pattern]) => pattern.test(message))?.[0] ?? 'thinking';
}
