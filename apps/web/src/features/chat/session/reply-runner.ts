import type { ChatResponse } from '@polymath/shared';
import { announceChatReplyEnded } from '@/lib/chat-events';
import { reportLimitReached } from '@/lib/limit-events';
import { fetchChatReply, stopChatReply } from '../api/chat-reply-calls';
import { streamChatReply } from '../api/stream-chat-reply';
import type { ChatMessage } from '../logic/chat-message';
import { announceRewards } from './announce-rewards';
import { runCodeReply } from './code-replies';
import { isFileReadLive } from './file-reads';
import type { ChatMessageSource } from './chat-message-source';
import { createFrameTextBatcher, type FrameTextBatcher } from './frame-text-batcher';
import { completedReply, failedReply, limitedReply } from './reply-outcomes';

/** How often a reply still being written on the server is asked for again while picking it up. */
export const REPLY_POLL_MS = 1000;

/** A reply this page is streaming: how to end its stream, and its text not yet in the message. */
interface ActiveStream {
  controller: AbortController;
  text: FrameTextBatcher;
}

// Replies this page is streaming (by message id), and those it is picking up after a cut.
const activeStreams = new Map<string, ActiveStream>();
const pickUps = new Set<string>();

function findMessage(source: ChatMessageSource, id: string): ChatMessage | undefined {
  return source.getMessages().find((message) => message.id === id);
}

/** Ends a live stream without keeping the text it has not delivered yet. */
function dropStream(id: string): void {
  const stream = activeStreams.get(id);
  activeStreams.delete(id);
  stream?.text.cancel();
  stream?.controller.abort();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a queued reply's request and streams the answer into it. Every question goes to the
 * server, a repeated one too: it counts against the allowance and earns its rewards there.
 */
export async function runQueuedReply(source: ChatMessageSource, id: string): Promise<void> {
  const message = findMessage(source, id);
  if (message?.status !== 'queued' || activeStreams.has(id)) return;
  const { pendingRequest: request, requestId } = message;
  if (request === undefined || requestId === undefined) {
    source.patchMessage(id, () => failedReply('The request of this reply was lost'));
    return;
  }
  // The coding mode's questions go to the code assistant, answered in one piece.
  if (request.codingMode === 'programming') return runCodeReply(source, id, request);

  const controller = new AbortController();
  // The text is added once per frame, however many pieces arrive in it.
  const text = createFrameTextBatcher((pieces) =>
    source.patchMessage(id, (current) => ({ content: current.content + pieces })),
  );
  activeStreams.set(id, { controller, text });
  source.patchMessage(id, () => ({ status: 'streaming', pendingRequest: undefined }));
  const outcome = await streamChatReply(
    {
      ...request,
      requestId,
      // A signed-in user's server copy of the conversation gets the reply even if this page is gone.
      ...(source.conversationId === undefined ? {} : { conversationId: source.conversationId }),
    },
    {
      onStart: (model) => source.patchMessage(id, () => ({ model })),
      onDelta: text.push,
    },
    controller.signal,
  );
  // Stopped or dropped meanwhile: whoever ended it has settled the message.
  if (activeStreams.get(id)?.controller !== controller) return;
  activeStreams.delete(id);
  // Every ending but a cut replaces the text; a cut keeps what arrived until the pick-up.
  if (outcome.kind === 'interrupted') text.flush();
  else text.cancel();

  switch (outcome.kind) {
    case 'done':
      source.patchMessage(id, () => completedReply(outcome.response));
      announceRewards(outcome.response.rewards);
      announceChatReplyEnded();
      break;
    case 'failed':
      source.patchMessage(id, () => failedReply(outcome.message));
      break;
    case 'limited':
      // Not the generic error: the reply explains the limit, and the app offers the way on.
      source.patchMessage(id, () => limitedReply(outcome.message));
      reportLimitReached({
        code: outcome.code,
        message: outcome.message,
        // Photo mode asks for an image: the allowance refused is image generation's.
        ...(request.generationMode === 'photo' ? { feature: 'imageGeneration' as const } : {}),
      });
      break;
    case 'paced':
      // Said in the reply itself: the question can be asked again in a moment (Regenerate).
      source.patchMessage(id, () => limitedReply(outcome.message));
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
  source.patchMessage(id, () => completedReply(response));
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
        source.patchMessage(id, () =>
          failedReply(`The reply could not be picked up: ${result.error.message}`),
        );
        return;
      }
      const reply = result.data;
      if (reply.status === 'complete') return applyPickedUp(source, id, reply.response);
      if (reply.status === 'failed') {
        source.patchMessage(id, () => failedReply(reply.error));
        return;
      }
      source.patchMessage(id, (current) =>
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
  // The text that arrived in this frame was written too: it stays.
  activeStreams.get(id)?.text.flush();
  source.patchMessage(id, () => ({ status: 'stopped', pendingRequest: undefined }));
  if (message.requestId === undefined || message.status === 'queued') return;
  // Tell the server first: a connection that merely closes would not stop the generation.
  const stopped = stopChatReply(message.requestId);
  dropStream(id);
  const result = await stopped;
  if (result.ok && result.data.status === 'complete') {
    const { response } = result.data;
    source.patchMessage(id, () => ({ ...completedReply(response), status: 'stopped' }));
  }
}

/** Cancels every reply this page is streaming (the conversation was cleared or left). */
export function abandonAllReplies(): void {
  for (const id of [...activeStreams.keys()]) dropStream(id);
}

// A stream that looks alive may have stalled while the page slept (a locked phone keeps the socket
// open but silent): if the server has finished meanwhile, take its answer and drop the stream.
async function catchUpLiveStream(source: ChatMessageSource, message: ChatMessage): Promise<void> {
  if (message.requestId === undefined) return;
  const result = await fetchChatReply(message.requestId);
  if (!result.ok || result.data.status !== 'complete') return;
  dropStream(message.id);
  applyPickedUp(source, message.id, result.data.response);
}

/**
 * A file's reply and a code answer have no request id: only the page that asked waits for them.
 * Still waiting with no call running here means that page was closed or reloaded meanwhile.
 */
function settleOrphanFileRead(source: ChatMessageSource, message: ChatMessage): void {
  if (isFileReadLive(message.id)) return;
  if (message.loadingCategory === 'generating code') {
    source.patchMessage(message.id, () => ({
      ...failedReply('The page was closed while the code was being written.'),
      content:
        'The code was not written: the page was closed while it was on its way. Please ask again.',
    }));
    return;
  }
  source.patchMessage(message.id, () => ({
    ...failedReply('The page was closed while the file was being read.'),
    content:
      'The file was not read: the page was closed while it was being sent. Please attach it again.',
  }));
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
    else if (message.requestId === undefined) settleOrphanFileRead(source, message);
    else if (!activeStreams.has(message.id)) void pickUpReply(source, message.id);
    else if (isReturning) void catchUpLiveStream(source, message);
  }
}
