import type { LoadingCategory } from '@polymath/shared';

// Checked in order: the first category whose pattern matches names the wait. Media and code come
// before the broad "explain"/"what is" patterns so "write code that explains..." reads as code.
const CATEGORY_PATTERNS: readonly (readonly [LoadingCategory, RegExp])[] = [
  ['analyzing file', /\b(file|pdf|document|attachment|upload(ed)?|spreadsheet)\b/i],
  ['generating image', /\b(image|picture|photo|drawing|illustration|logo|video)\b/i],
  [
    'generating code',
    /\b(code|function|program|script|bug|debug|compile|javascript|typescript|python|sql|regex|api)\b/i,
  ],
  [
    'solving math',
    /\d\s*[-+*/^%=]\s*\d|\d\s*%|\b(calculate|solve|equation|percent|integral|derivative|math|convert|sum|multiply|divide)\b/i,
  ],
  [
    'analyzing science',
    /\b(physics|chemistry|biology|photosynthesis|atom|molecule|cell|gravity|energy|planet|evolution|science)\b/i,
  ],
  [
    'creating content',
    /\b(write|draft|compose|essay|story|poem|email|letter|summari[sz]e|blog)\b/i,
  ],
  ['researching', /\b(who|when|where|history|research|latest|news|compare|what is|what are)\b/i],
  ['contemplating', /\b(why|meaning|should i|opinion|philosoph\w*|think about|advice)\b/i],
];

/** The label shown while waiting for the first words of an answer, from the question's keywords. */
export function deriveLoadingCategory(message: string): LoadingCategory {
  for (const [category, pattern] of CATEGORY_PATTERNS) {
    if (pattern.test(message)) return category;
  }
  return 'thinking';
}

/** "solving math" -> "Solving math..." */
export function formatLoadingLabel(category: LoadingCategory): string {
  return `${category.charAt(0).toUpperCase()}${category.slice(1)}...`;
}
