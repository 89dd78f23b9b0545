import { CODE_LANGUAGE_LABELS, type CodeLanguage } from '@polymath/shared';

/** How messages name each language. */
export const LANGUAGE_LABELS = CODE_LANGUAGE_LABELS;

const TARGET_WORDS = String.raw`(?:in|using|with|into|to|for|as)`;
// "go" and "rust" are English words too: they name the language only beside words like these.
const BEFORE_NAME = String.raw`(?:\b${TARGET_WORDS}\s+(?:the\s+)?|\ba\s+)`;
const AFTER_NAME = String.raw`(?=\s+(?:program|code|function|script|snippet|version|example|language|lang|app|hello)\b)`;

const NAME_PATTERNS: Record<CodeLanguage, RegExp[]> = {
  typescript: [/\b(?:typescript|ts)\b/i],
  javascript: [/\b(?:javascript|js|node\.?js|ecmascript)\b/i],
  python: [/\b(?:python\s*3?|py)\b/i],
  html: [/\b(?:html5?|web\s*page)\b/i],
  css: [/\b(?:css3?|style\s*sheet)\b/i],
  java: [/\bjava\b/i],
  cpp: [/\bc\s*\+\+|\bcpp\b|\bc\s*plus\s*plus\b/i],
  rust: [
    /\brustlang\b|^\s*rust\b|\brust\s*[.!?]?\s*$/i,
    new RegExp(String.raw`${BEFORE_NAME}rust\b|\brust${AFTER_NAME}`, 'i'),
  ],
  go: [
    /\bgolang\b|\(go\)/i,
    new RegExp(String.raw`${BEFORE_NAME}go\b|\bgo${AFTER_NAME}`, 'i'),
    // Capitalised in mid-sentence, "Go" is the language rather than the verb.
    /(?<=\S\s+)\bGo\b/,
  ],
};

/**
 * The language a request names ("in python", "a rust program", "C++", "golang", "JS", "TS"), or
 * undefined. When it names several, one after "in", "using" or "to" wins, else the first named.
 */
export function languageNamedIn(request: string): CodeLanguage | undefined {
  const found: Array<{ language: CodeLanguage; at: number; isTarget: boolean }> = [];
  for (const [language, patterns] of Object.entries(NAME_PATTERNS) as Array<
    [CodeLanguage, RegExp[]]
  >) {
    for (const pattern of patterns) {
      const match = pattern.exec(request);
      if (!match) continue;
      const before = request.slice(0, match.index) + match[0];
      const isTarget = new RegExp(String.raw`\b${TARGET_WORDS}\s+(?:the\s+)?\S*$`, 'i').test(
        before.trimEnd(),
      );
      found.push({ language, at: match.index, isTarget });
    }
  }
  found.sort((a, b) => Number(b.isTarget) - Number(a.isTarget) || a.at - b.at);
  return found[0]?.language;
}
