import { AppError, CHAT_FAILURE_MESSAGE, type ChatStreamRequest } from '@polymath/shared';
import type { ChatDeps } from '../chat.deps';
import { type Caller, clientKeyOf, userIdOf } from '../../../identity/caller';
import type { Reply, ReplyRegistry } from '../reply-registry';
import { prepareAnswer } from './prepare-answer';
import { writeAnswer } from './write-answer';

/**
 * Starts a streamed answer that runs on its own, independent of any HTTP connection: prepared as
 * every answer is, its text and its outcome go to the registry, where the caller's stream (or a
 * later one) picks them up. The same request id sent again by the same caller attaches to the reply
 * already under way: not a new message, so nothing is prepared or counted.
 */
export async function startStreamedAnswer(
  deps: ChatDeps,
  registry: ReplyRegistry,
  request: ChatStreamRequest,
  caller: Caller,
): Promise<Reply> {
  const owner = clientKeyOf(caller);
  if (registry.has(request.requestId)) return attachTo(registry, request.requestId, owner);
  const prepared = await prepareAnswer(deps, request, caller);
  let reply: Reply;
  try {
    // The same id may have come again while this one was being admitted.
    if (registry.has(request.requestId)) {
      const existing = attachTo(registry, request.requestId, owner);
      // Attached to the answer already under way: this request holds no place of its own.
      prepared.release();
      return existing;
    }
    reply = registry.create(request.requestId, owner, deps.engineName);
  } catch (error) {
    prepared.release();
    throw error;
  }
  // keepForUser catches its own errors, so nothing here can reject.
  void writeAnswer(deps, request, prepared, {
    stopSignal: reply.stopController.signal,
    onText: (text) => registry.appendText(reply, text),
  })
    .then(
      (response) => registry.complete(reply, response),
      (error: unknown) => {
        if (error instanceof AppError && error.status < 500) {
          registry.fail(reply, error.message, error.code);
          return;
        }
        deps.logger.warn({ err: error, requestId: reply.requestId }, 'a chat reply failed');
        const code = error instanceof AppError ? error.code : 'INTERNAL';
        registry.fail(reply, CHAT_FAILURE_MESSAGE, code);
      },
    )
    .finally(() => prepared.release())
    .then(() => keepForUser(deps, registry, reply, request, userIdOf(caller)));
  return reply;
}

/** The owner's reply under this id; CONFLICT when the id is another owner's. */
function attachTo(registry: ReplyRegistry, requestId: string, owner: string): Reply {
  const existing = registry.find(requestId, owner);
  if (existing) return existing;
  throw new AppError('CONFLICT', { message: 'This request id is already in use.' });
}

/** A signed-in user's ended reply goes to the archive, so it outlives the registry. */
async function keepForUser(
  deps: ChatDeps,
  registry: ReplyRegistry,
  reply: Reply,
  request: ChatStreamRequest,
  userId: string | null,
): Promise<void> {
  const outcome = registry.status(reply);
  if (userId === null || !deps.replyArchive || outcome.status === 'pending') return;
  try {
    await deps.replyArchive.keepReply({
      userId,
      requestId: reply.requestId,
      ...(request.conversationId ? { conversationId: request.conversationId } : {}),
      outcome,
    });
  } catch (error) {
    // The reply is still in the registry for its few minutes; only the longer keeping is lost.
    deps.logger.warn({ err: error, requestId: reply.requestId }, 'a finished reply was not kept');
  }
}

/**
 * The Stop button: ends the owner's reply on purpose and resolves with its final state, the text
 * written so far becoming the answer. NOT_FOUND for an unknown id or another owner's reply.
 */
export async function stopStreamedAnswer(
  registry: ReplyRegistry,
  requestId: string,
  caller: Caller,
): Promise<ReturnType<ReplyRegistry['status']>> {
  const reply = registry.find(requestId, clientKeyOf(caller));
  if (!reply) throw new AppError('NOT_FOUND', { message: 'No such reply.' });
  if (!reply.outcome) {
    const finished = new Promise<void>((resolve) => {
      registry.subscribe(reply, (event) => {
        if (event.type === 'done' || event.type === 'error') resolve();
      });
    });
    reply.stopController.abort();
    await finished;
  }
  return registry.status(reply);
}
