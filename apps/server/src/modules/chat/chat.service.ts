import {
  AppError,
  type AiEngineResponse,
  type ChatReplyStatus,
  type ChatRequest,
  type ChatResponse,
  type ChatStreamRequest,
} from '@polymath/shared';
import { type Caller, clientKeyOf, userIdOf } from '../../identity/caller';
import type { ChatDeps } from './chat.deps';
import { createReplyRegistry, type Reply, type ReplyRegistry } from './reply-registry';
import { prepareAnswer } from './use-cases/prepare-answer';
import { startStreamedAnswer, stopStreamedAnswer } from './use-cases/stream-answer';
import { writeAnswer } from './use-cases/write-answer';

/** Nothing to draw on but the engine and the store: what a chat set up without them has. */
const OFFLINE_CAPABILITIES = {
  webSearch: 'not-configured',
  encyclopedia: false,
  news: false,
} as const;

/** Streams one client may have in progress at once (the usage module paces their messages). */
export const MAX_PENDING_REPLIES_PER_CLIENT = 3;

export interface ChatServiceOptions {
  /** How long a finished streamed reply stays readable by its request id. */
  replyTtlMs: number;
}

/** The chat rules behind the HTTP routes; see the use cases for each flow. */
export interface ChatService {
  /** The whole answer at once (POST /api/chat); the message counts against the free messages. */
  answer(
    request: ChatRequest,
    caller: Caller,
    options?: { cancelSignal?: AbortSignal },
  ): Promise<ChatResponse>;
  /** Starts (or attaches to) a streamed reply; a new one counts against the free messages. */
  startStream(request: ChatStreamRequest, caller: Caller): Promise<Reply>;
  /** Hears a reply's later events; returns the unsubscribe function. */
  subscribe: ReplyRegistry['subscribe'];
  /**
   * Where the caller's reply stands; NOT_FOUND for an unknown id or another caller's reply. A
   * signed-in user's reply is found in the archive once the registry has let it go.
   */
  readReply(requestId: string, caller: Caller): Promise<ChatReplyStatus>;
  /** The Stop button. */
  stopReply(requestId: string, caller: Caller): Promise<ChatReplyStatus>;
  /** Which engine answers. */
  engine(): AiEngineResponse;
  /** Stops replies in progress, keeping what they wrote (server shutdown). */
  close(): void;
}

/** Creates the chat service with its reply registry. */
export function createChatService(deps: ChatDeps, options: ChatServiceOptions): ChatService {
  const registry = createReplyRegistry({
    ttlMs: options.replyTtlMs,
    maxPendingPerOwner: MAX_PENDING_REPLIES_PER_CLIENT,
  });
  return {
    // One pipeline for both: prepare, answer (whole here, streamed into the registry there),
    // then give the place in line back.
    async answer(request, caller, answerOptions = {}) {
      const prepared = await prepareAnswer(deps, request, caller);
      try {
        return await writeAnswer(deps, request, prepared, answerOptions);
      } finally {
        prepared.release();
      }
    },
    startStream: (request, caller) => startStreamedAnswer(deps, registry, request, caller),
    subscribe: (reply, listener) => registry.subscribe(reply, listener),
    async readReply(requestId, caller) {
      const reply = registry.find(requestId, clientKeyOf(caller));
      if (reply) return registry.status(reply);
      const userId = userIdOf(caller);
      const kept =
        userId === null ? undefined : await deps.replyArchive?.findKeptReply(userId, requestId);
      if (!kept) throw new AppError('NOT_FOUND', { message: 'No such reply.' });
      return kept;
    },
    stopReply: (requestId, caller) => stopStreamedAnswer(registry, requestId, caller),
    engine: () => ({
      engineName: deps.engineName,
      kind: deps.engineKind,
      capabilities: deps.capabilities ?? OFFLINE_CAPABILITIES,
    }),
    close: () => registry.close(),
  };
}
