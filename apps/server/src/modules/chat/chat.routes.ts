import {
  aiEngineContract,
  chatContract,
  chatReplyContract,
  chatStopContract,
  chatStreamContract,
} from '@polymath/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { ChatService } from './chat.service';
import { openReplyStream } from './event-stream';

/** The chat endpoints: whole answers, streamed answers, picking a reply up again, Stop, the engine. */
export function registerChatRoutes(app: FastifyInstance, deps: { chat: ChatService }): void {
  const { chat } = deps;
  const tags = ['chat'];

  routeFromContract(
    app,
    chatContract,
    async (request, reply) => {
      const cancel = cancelWhenGone(reply);
      try {
        return await chat.answer(request.body, request.caller, { cancelSignal: cancel.signal });
      } finally {
        cancel.release();
      }
    },
    { tags },
  );

  routeFromContract(
    app,
    chatStreamContract,
    async (request, reply) => {
      const started = await chat.startStream(request.body, request.caller);
      void reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        // One long response per connection: no idle keep-alive socket to hold up a shutdown.
        .header('connection', 'close')
        .send(openReplyStream(chat, started));
      // The events are the body; the reply is returned so Fastify waits for the stream to end.
      return reply as never;
    },
    { tags },
  );

  routeFromContract(
    app,
    chatReplyContract,
    (request) => chat.readReply(request.params.requestId, request.caller),
    { tags },
  );

  routeFromContract(
    app,
    chatStopContract,
    (request) => chat.stopReply(request.params.requestId, request.caller),
    { tags },
  );

  routeFromContract(app, aiEngineContract, () => chat.engine(), { tags });
}

/** Aborts when the JSON caller disconnects before its answer is sent: nobody would read it. */
function cancelWhenGone(reply: FastifyReply): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.once('close', onClose);
  return { signal: controller.signal, release: () => reply.raw.off('close', onClose) };
}
