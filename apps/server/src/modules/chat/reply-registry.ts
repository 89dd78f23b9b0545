import {
  AppError,
  type ChatReplyStatus,
  type ChatResponse,
  type ChatStreamEvent,
  type ErrorCode,
} from '@polymath/shared';

/**
 * Replies in progress and recently finished, by request id, so a reply outlives the connection
 * that asked for it: a browser that lost its stream attaches again or reads the result later.
 * Kept in this process's memory, which is right for one server; several instances behind a load
 * balancer need a shared store (PostgreSQL or Redis) with the same interface, or sticky sessions.
 */

/** One reply: who asked, what has been written so far and, once finished, how it ended. */
export interface Reply {
  readonly requestId: string;
  readonly owner: string;
  readonly model: string;
  /** Aborted by the Stop button only; a dropped connection does not touch it. */
  readonly stopController: AbortController;
  partial: string;
  outcome: { response: ChatResponse } | { error: string; code: ErrorCode } | undefined;
}

type Listener = (event: ChatStreamEvent) => void;

export interface ReplyRegistryOptions {
  /** How long a finished reply stays readable. */
  ttlMs: number;
  /** Replies one owner may have in progress at once. */
  maxPendingPerOwner: number;
}

/** The registry of replies; see the module comment. */
export interface ReplyRegistry {
  /** The reply with this id if the owner may see it (another owner's reply is not found). */
  find(requestId: string, owner: string): Reply | undefined;
  /** Whether a reply with this id exists, whoever owns it. */
  has(requestId: string): boolean;
  /** Registers a new reply; RATE_LIMITED when the owner already has too many in progress. */
  create(requestId: string, owner: string, model: string): Reply;
  appendText(reply: Reply, text: string): void;
  complete(reply: Reply, response: ChatResponse): void;
  fail(reply: Reply, error: string, code: ErrorCode): void;
  /** Hears every later event of the reply; returns the unsubscribe function. */
  subscribe(reply: Reply, listener: Listener): () => void;
  status(reply: Reply): ChatReplyStatus;
  /** Stops every reply in progress, as the Stop button would (server shutdown). */
  close(): void;
}

/** Creates an empty registry. */
export function createReplyRegistry(options: ReplyRegistryOptions): ReplyRegistry {
  const replies = new Map<string, Reply>();
  const listeners = new Map<Reply, Set<Listener>>();
  const expiries = new Set<NodeJS.Timeout>();
  let isClosed = false;

  const emit = (reply: Reply, event: ChatStreamEvent) => {
    for (const listener of listeners.get(reply) ?? []) listener(event);
  };

  const finish = (reply: Reply, outcome: NonNullable<Reply['outcome']>, event: ChatStreamEvent) => {
    if (reply.outcome) return;
    reply.outcome = outcome;
    emit(reply, event);
    listeners.delete(reply);
    if (isClosed) return;
    const timer = setTimeout(() => {
      expiries.delete(timer);
      replies.delete(reply.requestId);
    }, options.ttlMs);
    // A kept reply must not hold the process open at shutdown.
    timer.unref();
    expiries.add(timer);
  };

  return {
    find(requestId, owner) {
      const reply = replies.get(requestId);
      return reply && reply.owner === owner ? reply : undefined;
    },
    has: (requestId) => replies.has(requestId),
    create(requestId, owner, model) {
      let pending = 0;
      for (const reply of replies.values()) {
        if (reply.owner === owner && !reply.outcome) pending += 1;
      }
      if (pending >= options.maxPendingPerOwner) {
        throw new AppError('RATE_LIMITED', {
          message: 'Too many replies in progress. Wait for one to finish, then try again.',
        });
      }
      const reply: Reply = {
        requestId,
        owner,
        model,
        stopController: new AbortController(),
        partial: '',
        outcome: undefined,
      };
      replies.set(requestId, reply);
      return reply;
    },
    appendText(reply, text) {
      if (reply.outcome || text.length === 0) return;
      reply.partial += text;
      emit(reply, { type: 'delta', text });
    },
    complete(reply, response) {
      finish(reply, { response }, { type: 'done', requestId: reply.requestId, response });
    },
    fail(reply, error, code) {
      finish(reply, { error, code }, { type: 'error', requestId: reply.requestId, error, code });
    },
    subscribe(reply, listener) {
      const set = listeners.get(reply) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(reply, set);
      return () => set.delete(listener);
    },
    status(reply) {
      const { requestId, outcome } = reply;
      if (!outcome) return { status: 'pending', requestId, partial: reply.partial };
      if ('response' in outcome)
        return { status: 'complete', requestId, response: outcome.response };
      return { status: 'failed', requestId, error: outcome.error };
    },
    close() {
      isClosed = true;
      for (const timer of expiries) clearTimeout(timer);
      expiries.clear();
      // Stopped replies still finish (with the text so far), so their open streams end cleanly.
      for (const reply of replies.values()) {
        if (!reply.outcome) reply.stopController.abort();
      }
    },
  };
}
