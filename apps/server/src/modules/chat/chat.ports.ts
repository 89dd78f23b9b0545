/**
 * What the chat flow needs from the knowledge store, written as the narrow interface it uses so
 * tests can hand in a double (the knowledge module's service satisfies it).
 */

/** A knowledge-store passage relevant to a question, best first. */
export interface KnowledgeHit {
  title: string;
  content: string;
  /** The passage most relevant to the question, at most CHAT.sourceExcerptChars long. */
  excerpt: string;
  /** How far the source can be trusted, 0 to 1. */
  reliability: number;
  sourceUrl: string;
}

/** Finds what the store knows about a question, learning it from the encyclopedia when allowed. */
export interface KnowledgeFinder {
  findOrLearn(question: string, options?: { signal?: AbortSignal }): Promise<KnowledgeHit[]>;
}
