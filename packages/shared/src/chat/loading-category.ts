import type { LoadingCategory } from './message.schemas';

/**
 * The kind of request, from its keywords (000 §4 loading state): the browser shows it while the
 * answer is on its way and the server records it in feedbackData. Rules are checked in order and
 * the first match wins: files, media and code come before the broad "explain"/"what is" patterns,
 * so "write code that explains..." reads as code. 'thinking' is the default.
 */
const RULES: readonly (readonly [LoadingCategory, RegExp])[] = [
  ['analyzing file', /\b(?:file|document|pdf|attachment|upload(?:ed)?|spreadsheet)\b/i],
  [
    'generating image',
    /\b(?:image|picture|photo|drawing|illustration|logo|video|draw|paint)\b|^generate an image of/i,
  ],
  [
    'generating code',
    /\b(?:code|function|program|script|javascript|typescript|python|java|rust|golang|c\+\+|sql|html|css|regex|api|bug|debug|compile|algorithm)\b/i,
  ],
  [
    'solving math',
    /\b(?:calculate|compute|solve|equation|math|algebra|integral|derivative|percent|convert|sum|multiply|divide)\b|%|\d\s*[-+*/^x=]\s*\d/i,
  ],
  [
    'analyzing science',
    /\b(?:science|physics|chemistry|biology|photosynthesis|atom|molecule|cell|gene|dna|energy|gravity|quantum|planet|evolution)\b/i,
  ],
  [
    'creating content',
    /\b(?:write|compose|draft|story|poem|essay|article|blog|letter|email|summari[sz]e|create)\b/i,
  ],
  [
    'researching',
    /\b(?:research|history|latest|news|compare|who (?:is|was)|what (?:is|was|are)|when did|where is|explain|tell me about|facts?)\b/i,
  ],
  [
    'contemplating',
    /\b(?:why|meaning|philosoph\w*|opinion|think|should i|ethics?|believe|purpose|advice)\b/i,
  ],
];

/** The loading category a message falls in. */
export function categorizeMessage(message: string): LoadingCategory {
  return RULES.find(([, pattern]) => pattern.test(message))?.[0] ?? 'thinking';
}
