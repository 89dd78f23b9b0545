/** BM25's usual parameters: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;

/**
 * Scores each document (a list of terms) against the query terms with BM25. Rare terms weigh more,
 * so "photosynthesis" counts for more than "plant" in a botany article.
 */
export function scoreBm25(query: string[], documents: string[][]): number[] {
  const averageLength =
    documents.reduce((sum, terms) => sum + terms.length, 0) / Math.max(documents.length, 1) || 1;
  const uniqueQuery = [...new Set(query)];
  const documentFrequency = new Map(
    uniqueQuery.map((term) => [term, documents.filter((terms) => terms.includes(term)).length]),
  );
  return documents.map((terms) =>
    uniqueQuery.reduce((score, term) => {
      const frequency = terms.filter((candidate) => candidate === term).length;
      if (frequency === 0) return score;
      const df = documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (documents.length - df + 0.5) / (df + 0.5));
      const norm = frequency + K1 * (1 - B + (B * terms.length) / averageLength);
      return score + (idf * frequency * (K1 + 1)) / norm;
    }, 0),
  );
}
