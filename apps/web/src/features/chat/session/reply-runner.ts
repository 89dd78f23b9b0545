import type { ChatResponse, ChatStreamRequest } from '@polymath/shared';
import { reportLimitReached } from '@/lib/limit-events';
import { fetchChatReply, stopChatReply } from '../api/chat-reply-calls';
import { streamChatReply } from '../api/stream-chat-reply';
import type { ChatMessage } from '../logic/chat-message';
import { responseCache, type ResponseCacheKey } from '../logic/response-cache';
import { patchMessage, type ChatMessageSource } from './chat-message-source';
import { announceChatReplyEnded } from '@/lib/chat-events';
import { announceRewards } from './announce-rewards';
import { completedReply, failedReply, limitedReply } from './reply-outcomes';

/** How often a reply still being written on the server is asked for again while picking it up. */
export const REPLY_POLL_MS = 1000;

// Replies this page is streaming (by message id), and those it is picking up after a cut.
const activeStreams = new Map<string, AbortController>();
const pickUps = new Set<string>();

function findMessage(source: ChatMessageSource, id: string): ChatMessage | undefined {
  return source.getMessages().find((message) => message.id === id);
}

function cacheKeyOf(request: Omit<ChatStreamRequest, 'requestId'>): ResponseCacheKey {
  return {
    message: request.message,
    generationMode: request.generationMode,
    codingMode: request.codingMode,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a queued reply's request and streams the answer into it. A cached answer to the same
 * question (and modes) fills it at once; a regenerate always asks again.
 */
export async function runQueuedReply(source: ChatMessageSource, id: string): Promise<void> {
  const message = findMessage(source, id);
  if (message?.status !== 'queued' || activeStreams.has(id)) return;
  const { pendingRequest: request, requestId } = message;
  if (request === undefined || requestId === undefined) {
    patchMessage(source, id, () => failedReply('The request of this reply was lost'));
    return;
  }
  const cached = request.regenerate ? undefined : responseCache.get(cacheKeyOf(request));
  if (cached !== undefined) {
    patchMessage(source, id, () => completedReply(cached));
    return;
  }

  const controller = new AbortController();
  activeStreams.set(id, controller);
  patchMessage(source, id, () => ({ status: 'streaming', pendingRequest: undefined }));
  const outcome = await streamChatReply(
    {
      ...request,
      requestId,
      // A signed-in user's server copy of the conversation gets the reply even if this page is gone.
      ...(source.conversationId === undefined ? {} : { conversationId: source.conversationId }),
    },
    {
      onStart: (model) => patchMessage(source, id, () => ({ model })),
      onDelta: (text) =>
        patchMessage(source, id, (current) => ({ content: current.content + text })),
    },
    controller.signal,
  );
  activeStreams.delete(id);

  switch (outcome.kind) {
    case 'done':
      responseCache.set(cacheKeyOf(request), outcome.response);
      patchMessage(source, id, () => completedReply(outcome.response));
      announceRewards(outcome.response.rewards);
      announceChatReplyEnded();
      break;
    case 'failed':
      patchMessage(source, id, () => failedReply(outcome.message));
      break;
    case 'limited':
      // Not the generic error: the reply explains the limit, and the app offers the way on.
      patchMessage(source, id, () => limitedReply(outcome.message));
      reportLimitReached({ code: outcome.code, message: outcome.message });
      break;
    case 'interrupted':
      // The server finishes the reply anyway and keeps it under the request id.
      await pickUpReply(source, id);
      break;
    case 'aborted':
      break;
  }
}

function applyPickedUp(source: ChatMessageSource, id: string, response: ChatResponse): void {
  patchMessage(source, id, () => completedReply(response));
  // Earned while the reply was out of sight: not announced yet.
  announceRewards(response.rewards);
}

/**
 * Fetches a reply whose stream was cut off (a dropped connection, a reload, a sleeping tab) and
 * fills it in, asking again while the server is still writing it. Offline, it stops and waits for
 * the next call (the page coming back online or into view).
 */
export async function pickUpReply(source: ChatMessageSource, id: string): Promise<void> {
  if (activeStreams.has(id) || pickUps.has(id)) return;
  pickUps.add(id);
  try {
    for (;;) {
      const message = findMessage(source, id);
      if (message?.status !== 'streaming' || message.requestId === undefined) return;
      const result = await fetchChatReply(message.requestId);
      if (!result.ok) {
        if (result.status === 0) return;
        patchMessage(source, id, () =>
          failedReply(`The reply could not be picked up: ${result.error.message}`),
        );
        return;
      }
      const reply = result.data;
      if (reply.status === 'complete') return applyPickedUp(source, id, reply.response);
      if (reply.status === 'failed') {
        patchMessage(source, id, () => failedReply(reply.error));
        return;
      }
      patchMessage(source, id, (current) =>
        reply.partial.length > current.content.length ? { content: reply.partial } : {},
      );
      await wait(REPLY_POLL_MS);
    }
  } finally {
    pickUps.delete(id);
  }
}

/** The Stop button: ends the reply on purpose, keeping the text written so far. */
export async function stopReply(source: ChatMessageSource, id: string): Promise<void> {
  const message = findMessage(source, id);
  if (message === undefined) return;
  patchMessage(source, id, () => ({ status: 'stopped', pendingRequest: undefined }));
  if (message.requestId === undefined || message.status === 'queued') return;
  // Tell the server first: a connection that merely closes would not stop the generation.
  const stopped = stopChatReply(message.requestId);
  activeStreams.get(id)?.abort();
  activeStreams.delete(id);
  const result = await stopped;
  if (result.ok && result.data.status === 'complete') {
    const { response } = result.data;
    patchMessage(source, id, () => ({ ...completedReply(response), status: 'stopped' }));
  }
}

/** Cancels every reply this page is streaming (the conversation was cleared or left). */
export function abandonAllReplies(): void {
  for (const controller of activeStreams.values()) controller.abort();
  activeStreams.clear();
}

// A stream that looks alive may have stalled while the page slept (a locked phone keeps the socket
// open but silent): if the server has finished meanwhile, take its answer and drop the stream.
async function catchUpLiveStream(source: ChatMessageSource, message: ChatMessage): Promise<void> {
  if (message.requestId === undefined) return;
  const result = await fetchChatReply(message.requestId);
  if (!result.ok || result.data.status !== 'complete') return;
  activeStreams.get(message.id)?.abort();
  activeStreams.delete(message.id);
  applyPickedUp(source, message.id, result.data.response);
}

/**
 * Starts queued replies and picks up those left streaming without a live connection. When the page
 * comes back (`isReturning`), replies still streaming are also checked against the server.
 */
export function processPendingReplies(source: ChatMessageSource, isReturning = false): void {
  for (const message of source.getMessages()) {
    if (message.role !== 'assistant') continue;
    if (message.status === 'queued') void runQueuedReply(source, message.id);
    else if (message.status !== 'streaming') continue;
    else if (!activeStreams.has(message.id)) void pickUpReply(source, message.id);
    else if (isReturning) void catchUpLiveStream(source, message);
  }
}
