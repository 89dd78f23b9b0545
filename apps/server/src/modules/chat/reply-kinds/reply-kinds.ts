import type { ChatRequest } from '@polymath/shared';
import type { KnowledgeFinder, ReplyKind } from '../chat.ports';

/** The reply the first kind that writes one for this message writes, if any. */
export function writtenReplyOf(
  kinds: readonly ReplyKind[],
  request: ChatRequest,
): string | undefined {
  for (const kind of kinds) {
    const reply = kind.writeReply?.(request);
    if (reply !== undefined) return reply;
  }
  return undefined;
}

/**
 * Where the chat looks a question up: the first kind that finds its sources for it answers alone,
 * in the kinds' order; any other question goes to the general lookup.
 */
export function lookupThroughKinds(
  kinds: readonly ReplyKind[],
  general: KnowledgeFinder,
): KnowledgeFinder {
  return {
    async findOrLearn(question, options = {}) {
      for (const kind of kinds) {
        const hits = await kind.findSources?.(question, options);
        if (hits) return hits;
      }
      return general.findOrLearn(question, options);
    },
  };
}
