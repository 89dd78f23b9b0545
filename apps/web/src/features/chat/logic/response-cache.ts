import { CHAT, type GenerationMode } from '@polymath/shared';
import type { ChatResponse, CodingMode } from '@polymath/shared';

/** What a cached answer is found by: the text sent, the generation mode and the coding mode. */
export interface ResponseCacheKey {
  message: string;
  generationMode: GenerationMode;
  codingMode: CodingMode;
}

function toKey({ message, generationMode, codingMode }: ResponseCacheKey): string {
  return JSON.stringify([generationMode, codingMode, message]);
}

/** A least-recently-used cache of answers, so asking the same thing again answers at once. */
export class ResponseCache {
  private readonly entries = new Map<string, ChatResponse>();

  constructor(private readonly capacity: number = CHAT.responseCacheEntries) {}

  /** The cached answer, marked as just used; undefined when not cached. */
  get(key: ResponseCacheKey): ChatResponse | undefined {
    const id = toKey(key);
    const response = this.entries.get(id);
    if (response === undefined) return undefined;
    // Re-inserting moves it to the end of the Map's order: the most recently used.
    this.entries.delete(id);
    this.entries.set(id, response);
    return response;
  }

  /** Stores an answer, evicting the least recently used one beyond the capacity. */
  set(key: ResponseCacheKey, response: ChatResponse): void {
    const id = toKey(key);
    this.entries.delete(id);
    this.entries.set(id, response);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  /** How many answers are held. */
  get size(): number {
    return this.entries.size;
  }

  /** Forgets every answer. */
  clear(): void {
    this.entries.clear();
  }
}

/** The chat's answer cache for this page's life (in memory only: answers are not worth persisting). */
export const responseCache = new ResponseCache();
