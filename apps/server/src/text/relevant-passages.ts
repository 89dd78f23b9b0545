import { scoreBm25 } from './bm25';
import { termsOf } from './words';

/**
 * The paragraphs of a long text most relevant to a question, kept in the text's own order and
 * within `maxChars`: what a model (or the built-in engine) is given of a 5,000-word web page.
 * A paragraph that names none of the question's terms is never kept; none at all gives ''.
 */
export function relevantPassages(text: string, question: string, maxChars: number): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const queryTerms = termsOf(question);
  const scores = scoreBm25(
    queryTerms,
    paragraphs.map((paragraph) => termsOf(paragraph)),
  );
  const ranked = paragraphs
    .map((paragraph, index) => ({ paragraph, index, score: scores[index] ?? 0 }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const kept: typeof ranked = [];
  let length = 0;
  for (const candidate of ranked) {
    const room = maxChars - length - (kept.length > 0 ? 2 : 0);
    if (candidate.paragraph.length > room) {
      // The best paragraph alone is too long: keep its opening rather than nothing.
      if (kept.length === 0)
        kept.push({ ...candidate, paragraph: cutOnSentence(candidate.paragraph, maxChars) });
      continue;
    }
    kept.push(candidate);
    length += candidate.paragraph.length + (kept.length > 1 ? 2 : 0);
  }
  return kept
    .sort((a, b) => a.index - b.index)
    .map(({ paragraph }) => paragraph)
    .join('\n\n');
}

function cutOnSentence(paragraph: string, maxChars: number): string {
  const room = paragraph.slice(0, maxChars);
  const end = Math.max(room.lastIndexOf('. '), room.lastIndexOf('? '), room.lastIndexOf('! '));
  return end > 0 ? room.slice(0, end + 1) : room;
}
