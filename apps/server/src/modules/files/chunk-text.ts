import { splitSentences } from '../../text/sentences';

/**
 * A document's text in passages of about `chunkChars` characters, cut between sentences (a
 * sentence longer than a chunk is a chunk of its own): what a question is matched against, and
 * what an answer quotes.
 */
export function chunkText(text: string, chunkChars: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    if (current && current.length + 1 + sentence.length > chunkChars) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) chunks.push(current);
  return chunks;
}
