/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS =
  /\b(?:Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|Mt|vs|etc|e\.g|i\.e|approx|ca|c|No|U\.S|U\.K|Gen|Col|Lt|Capt|Sgt|Rev|Gov|Sen|Fr)\.$/i;
/** A name's initial: 'George B.' goes on to 'Storer', it does not end a sentence. */
const INITIAL = /(?:^|[\s(])\p{Lu}\.$/u;

/** A sentence ends at . ! or ? followed by a space and what can start a sentence. */
const SENTENCE_END = /(?<=[.!?])\s+(?=["“'‘(\p{Lu}\p{N}])/u;

/**
 * The sentences of a plain text, trimmed: split after . ! ? before what can start a sentence, and
 * at line breaks (a heading or a list item ends there), keeping abbreviations ("Dr.", "U.S."), initials ("George B. Storer"),
 * decimals ("3.5") and what a bracket holds ("[O.S. 28 June]") inside their sentence.
 */
export function splitSentences(text: string): string[] {
  return text.split(/\n+/).flatMap(splitParagraph);
}

/** Whether a text opens a bracket it does not close: '10 July [O.S.' ends no sentence. */
function hasOpenBracket(text: string): boolean {
  const opened = (text.match(/[([]/g) ?? []).length;
  const closed = (text.match(/[)\]]/g) ?? []).length;
  return opened > closed;
}

function splitParagraph(paragraph: string): string[] {
  const sentences: string[] = [];
  for (const piece of paragraph.replace(/\s+/g, ' ').trim().split(SENTENCE_END)) {
    const previous = sentences.at(-1);
    const isContinued =
      previous !== undefined &&
      (ABBREVIATIONS.test(previous) || INITIAL.test(previous) || hasOpenBracket(previous));
    if (previous !== undefined && isContinued) {
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    } else {
      sentences.push(piece);
    }
  }
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}

/**
 * The prose of a Markdown answer: code blocks, citation marks like [1], link targets, list
 * numbers and Markdown markers removed, line breaks kept (they end sentences). A link's address
 * and a list's '1.' are not claims: their digits must not read as figures.
 */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[((?:\\.|[^\]\\])*)\]\([^)\s]*\)/g, '$1')
    .replace(/\[\d+\]/g, ' ')
    .replace(/^[ \t]*(?:\d+[.)]|[-+])[ \t]+/gm, '')
    .replace(/\\([\\[\]()*_#>`|.-])/g, '$1')
    .replace(/\\$/gm, '')
    .replace(/[*_#>`|]/g, ' ');
}
