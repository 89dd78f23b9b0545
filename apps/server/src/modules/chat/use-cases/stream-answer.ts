import { AppError, CHAT_FAILURE_MESSAGE, type ChatStreamRequest } from '@polymath/shared';
import type { ChatDeps } from '../chat.deps';
import { type Caller, clientKeyOf, userIdOf } from '../../../identity/caller';
import type { Reply, ReplyRegistry } from '../reply-registry';
import { type AnswerOptions, answerQuestion } from './answer-question';

/**
 * Starts a streamed answer that runs on its own, independent of any HTTP connection: its text and
 * its outcome go to the registry, where the caller's stream (or a later one) picks them up. The
 * same request id sent again by the same caller attaches to the reply already under way.
 */
export function startStreamedAnswer(
  deps: ChatDeps,
  registry: ReplyRegistry,
  request: ChatStreamRequest,
  caller: Caller,
  prepared: Pick<
    AnswerOptions,
    'knowledge' | 'reportActivity' | 'personalization' | 'ensureResearchProject'
  > & {
    /** Called once the answer has ended, however it ended. */
    onSettled?: () => void;
  } = {},
): Reply {
  const owner = clientKeyOf(caller);
  const existing = registry.find(request.requestId, owner);
  if (existing) {
    // Attached to the answer already under way: this request holds no place of its own.
    prepared.onSettled?.();
    return existing;
  }
  if (registry.has(request.requestId)) {
    throw new AppError('CONFLICT', { message: 'This request id is already in use.' });
  }
  const reply = registry.create(request.requestId, owner, deps.engineName);
  // keepForUser catches its own errors, so nothing here can reject.
  const { onSettled, ...answerOptions } = prepared;
  void answerQuestion(deps, request, {
    stopSignal: reply.stopController.signal,
    onText: (text) => registry.appendText(reply, text),
    ...answerOptions,
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
    .finally(onSettled)
    .then(() => keepForUser(deps, registry, reply, request, userIdOf(caller)));
  return reply;
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
