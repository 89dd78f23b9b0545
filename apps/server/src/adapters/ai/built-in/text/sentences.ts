/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS =
  /\b(?:Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|Mt|vs|etc|e\.g|i\.e|approx|ca|c|No|U\.S|U\.K)\.$/i;

/** Splits prose into sentences, keeping abbreviations ("Dr.", "U.S.") and decimals inside them. */
export function splitSentences(text: string): string[] {
  const pieces = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=["“(\p{Lu}\p{N}])/u);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const previous = sentences.at(-1);
    if (previous !== undefined && ABBREVIATIONS.test(previous)) {
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    } else {
      sentences.push(piece);
    }
  }
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}
