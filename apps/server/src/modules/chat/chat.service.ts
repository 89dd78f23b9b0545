import {
  AppError,
  type AiEngineResponse,
  type ChatReplyStatus,
  type ChatRequest,
  type ChatResponse,
  type ChatStreamRequest,
  type EarnedReward,
  type ResearchProject,
} from '@polymath/shared';
import { type Caller, clientKeyOf, ownerKeyOf, userIdOf } from '../../identity/caller';
import { type MessageReading, readMessage } from '../../text/message-reading';
import type { ChatDeps } from './chat.deps';
import type { LookupScope, Personalization } from './chat.ports';
import { createReplyRegistry, type Reply, type ReplyRegistry } from './reply-registry';
import {
  answerQuestion,
  type LookupAsker,
  startKnowledgeLookup,
} from './use-cases/answer-question';
import type { KnowledgeLookup } from './use-cases/find-knowledge';
import { startStreamedAnswer, stopStreamedAnswer } from './use-cases/stream-answer';

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

/** The conversation a caller who keeps data asks in: its files are searched first. */
function scopeOf(request: ChatRequest, caller: Caller): LookupScope | undefined {
  const owner = ownerKeyOf(caller);
  return owner && request.conversationId
    ? { owner, conversationId: request.conversationId }
    : undefined;
}

/** Who asks, for the lookup: the conversation's files, and a signed-in user's own notes. */
function askerOf(deps: ChatDeps, request: ChatRequest, caller: Caller): LookupAsker {
  const userId = userIdOf(caller);
  return {
    scope: scopeOf(request, caller),
    ...(userId !== null && deps.notes ? { userNotes: { finder: deps.notes, userId } } : {}),
  };
}

/** Creates the chat service with its reply registry. */
export function createChatService(deps: ChatDeps, options: ChatServiceOptions): ChatService {
  const registry = createReplyRegistry({
    ttlMs: options.replyTtlMs,
    maxPendingPerOwner: MAX_PENDING_REPLIES_PER_CLIENT,
  });
  // A place in the engine's line comes first: a question turned away for a busy engine must not
  // cost the caller one of their messages.
  const admit = async (caller: Caller): Promise<() => void> => {
    const place = deps.engineAdmission?.admit();
    try {
      await deps.messageAllowance?.admitMessage(caller);
    } catch (error) {
      place?.release();
      throw error;
    }
    return () => place?.release();
  };
  // The answer starts it once its first text is out; a failure costs the rewards, not the answer.
  const activityOf = (
    request: ChatRequest,
    caller: Caller,
    reading: MessageReading,
  ): (() => Promise<EarnedReward[]>) | undefined => {
    const { messageActivity } = deps;
    if (!messageActivity || !isNewUserMessage(request)) return undefined;
    return () =>
      messageActivity.messageAccepted({ caller, message: reading }).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'learning from a message or rewarding it failed');
        return [];
      });
  };
  // Read while the lookup runs; without it the answer is given as to anyone.
  const personalizationOf = (caller: Caller): Promise<Personalization | undefined> | undefined => {
    const userId = userIdOf(caller);
    const { personalization } = deps;
    if (userId === null || !personalization) return undefined;
    return personalization.personalizationOf(userId).catch((error: unknown) => {
      deps.logger.warn({ err: error }, "the user's personal AI settings could not be read");
      return undefined;
    });
  };
  // Started with the answer, so a refused message makes no project. A failure costs the project,
  // never the answer.
  const researchProjectOf = (
    request: ChatRequest,
    caller: Caller,
  ): (() => Promise<ResearchProject | undefined>) | undefined => {
    const userId = userIdOf(caller);
    const { research } = deps;
    if (!request.researchMode || userId === null || !research) return undefined;
    return () =>
      research.ensureProject(userId, request.message).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'the research project was not created');
        return undefined;
      });
  };
  // Once the caller is admitted: a message turned away was not answered from anything.
  const noteReads = (caller: Caller, knowledge: Promise<KnowledgeLookup> | undefined) => {
    const reader = ownerKeyOf(caller);
    const { sourceReads } = deps;
    if (!knowledge || !reader || !sourceReads) return;
    void knowledge
      .then(({ hits }) => {
        const articles = hits.filter((hit) => (hit.kind ?? 'encyclopedia') === 'encyclopedia');
        if (articles.length === 0) return;
        return sourceReads.recordReads(
          reader,
          articles.map((hit) => hit.sourceUrl),
        );
      })
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'which articles answered a question was not recorded');
      });
  };
  return {
    async answer(request, caller, answerOptions = {}) {
      // Read once: the knowledge lookup and learning share what it says.
      const reading = readMessage(request.message);
      // The lookup needs no admission: both run at once, so counting a message costs no waiting.
      const knowledge = startKnowledgeLookup(
        deps,
        request,
        reading,
        askerOf(deps, request, caller),
      );
      const personalization = personalizationOf(caller);
      const release = await admit(caller);
      noteReads(caller, knowledge);
      try {
        const reportActivity = activityOf(request, caller, reading);
        const ensureResearchProject = researchProjectOf(request, caller);
        return await answerQuestion(deps, request, {
          ...(answerOptions.cancelSignal ? { cancelSignal: answerOptions.cancelSignal } : {}),
          ...(knowledge ? { knowledge } : {}),
          ...(reportActivity ? { reportActivity } : {}),
          ...(personalization ? { personalization } : {}),
          ...(ensureResearchProject ? { ensureResearchProject } : {}),
        });
      } finally {
        release();
      }
    },
    async startStream(request, caller) {
      // Attaching again to one's own reply (or a taken id, refused below) is not a new message.
      if (registry.has(request.requestId))
        return startStreamedAnswer(deps, registry, request, caller);
      const reading = readMessage(request.message);
      const knowledge = startKnowledgeLookup(
        deps,
        request,
        reading,
        askerOf(deps, request, caller),
      );
      const personalization = personalizationOf(caller);
      const release = await admit(caller);
      noteReads(caller, knowledge);
      try {
        const reportActivity = activityOf(request, caller, reading);
        const ensureResearchProject = researchProjectOf(request, caller);
        return startStreamedAnswer(deps, registry, request, caller, {
          ...(knowledge ? { knowledge } : {}),
          ...(reportActivity ? { reportActivity } : {}),
          ...(personalization ? { personalization } : {}),
          ...(ensureResearchProject ? { ensureResearchProject } : {}),
          onSettled: release,
        });
      } catch (error) {
        release();
        throw error;
      }
    },
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

/**
 * Whether a message is the user's own new one: a regenerated answer repeats a message already
 * counted, and the study-plan hand-off is sent in the assistant's name.
 */
function isNewUserMessage(request: ChatRequest): boolean {
  return !request.regenerate && request.sender !== 'assistant';
}
