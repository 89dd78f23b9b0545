import type { ChatRequest } from '@polymath/shared';
import type { MessageReading } from '../../../text/message-reading';

/**
 * Said before the answer to a research question nothing could be found for, whatever the engine
 * then writes: research stands on its sources, and the user must know when there are none.
 */
export const NO_RESEARCH_SOURCES_NOTICE =
  '**No sources found.** Nothing I could look up for this research question gave a source to cite.';

/** Whether the question comes from the research tab (001 §7: `researchMode` true). */
export function isResearchRequest(request: ChatRequest): boolean {
  return request.researchMode === true;
}

/**
 * The message as research reads it: whatever it names is looked up, however short or bare
 * ("quantum dots"), and on the web too unless the request says not to; small talk and sums, with
 * no words to look up, stay as read.
 */
export function researchReading(reading: MessageReading, request: ChatRequest): MessageReading {
  if (!isResearchRequest(request) || reading.keywords.length === 0) return reading;
  return {
    ...reading,
    isLookupWorthy: true,
    requiresWebSearch: request.useWebSearch !== false,
  };
}
