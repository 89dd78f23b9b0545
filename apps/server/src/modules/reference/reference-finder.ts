import type { KnowledgeFinder, KnowledgeHit } from '../chat';
import type { ReferenceLibrary } from './reference-library';

export interface ReferenceLogger {
  warn(details: object, message: string): void;
}

/**
 * What `lookup` found, or nothing once `signal` aborts: the reference, found at once, is still
 * answered with when the encyclopedia or the web runs out of time.
 */
function untilAborted(
  lookup: Promise<KnowledgeHit[]>,
  signal: AbortSignal | undefined,
): Promise<KnowledgeHit[]> {
  if (!signal) return lookup;
  if (signal.aborted) return Promise.resolve([]);
  const gaveUp = new Promise<KnowledgeHit[]>((resolve) => {
    signal.addEventListener('abort', () => resolve([]), { once: true });
  });
  return Promise.race([lookup, gaveUp]);
}

/**
 * The chat's knowledge sources with the offline reference around them: country and city facts
 * first (they answer exactly), then what `next` finds (the web, the encyclopedia), or, when it
 * finds nothing, the subjects directory's material. With no network the reference still answers.
 */
export function withReference(
  library: ReferenceLibrary,
  next: KnowledgeFinder,
  logger: ReferenceLogger,
): KnowledgeFinder {
  return {
    async findOrLearn(question, options = {}) {
      const [reference, found] = await Promise.all([
        library.findSources(question).catch((error: unknown) => {
          logger.warn({ err: error }, 'the offline reference failed; answering without it');
          return { facts: [], material: [] };
        }),
        untilAborted(
          next.findOrLearn(question, options).catch((error: unknown): KnowledgeHit[] => {
            logger.warn(
              { err: error },
              'the knowledge lookup failed; answering from the reference',
            );
            return [];
          }),
          options.signal,
        ),
      ]);
      const seen = new Set<string>();
      const once = (hit: KnowledgeHit) => {
        const key = `${hit.sourceUrl} ${hit.title}`;
        return !seen.has(key) && seen.add(key);
      };
      // The directory's definitions stand in for the encyclopedia and the web, not beside them:
      // written for learners, they would crowd out the sources that were looked up.
      const material = found.length === 0 ? reference.material : [];
      return [...reference.facts, ...found, ...material].filter(once);
    },
  };
}
