import { AppError } from '@polymath/shared';
import { describe, expect, it, vi } from 'vitest';
import { guestCaller } from '../../../test/callers';
import { scriptedModel, streamRequest } from '../../../test/chat-doubles';
import type { KnowledgeFinder } from './chat.ports';
import { createChatService } from './chat.service';

const GUEST = guestCaller();

const request = () => streamRequest();

/** A service whose guest admission waits until the test settles it. */
function serviceWithPendingAdmission() {
  let settle!: { admit: () => void; refuse: () => void };
  const admission = new Promise<void>((resolve, reject) => {
    settle = {
      admit: resolve,
      refuse: () => reject(new AppError('GUEST_LIMIT', { message: 'No free messages left.' })),
    };
  });
  const findOrLearn = vi.fn<KnowledgeFinder['findOrLearn']>(() => Promise.resolve([]));
  const chat = createChatService(
    {
      model: scriptedModel({ chunks: ['Tides follow the Moon.'] }),
      engineName: 'Test engine',
      engineKind: 'openai-compatible',
      knowledge: { findOrLearn },
      aiTimeoutMs: 500,
      knowledgeTimeoutMs: 100,
      logger: { warn: () => undefined },
      messageAllowance: { admitMessage: () => admission },
    },
    { replyTtlMs: 1000 },
  );
  return { chat, findOrLearn, settle };
}

describe('chat service', () => {
  it('looks the question up while the guest’s message is being counted, not after', async () => {
    const { chat, findOrLearn, settle } = serviceWithPendingAdmission();
    const started = chat.startStream(request(), GUEST);
    await vi.waitFor(() => expect(findOrLearn).toHaveBeenCalledOnce());
    settle.admit();
    const reply = await started;
    expect(reply.requestId).toBeDefined();
    chat.close();
  });

  it('starts no reply for a refused guest', async () => {
    const { chat, settle } = serviceWithPendingAdmission();
    const asked = request();
    const started = chat.startStream(asked, GUEST);
    settle.refuse();
    await expect(started).rejects.toMatchObject({ code: 'GUEST_LIMIT' });
    await expect(chat.readReply(asked.requestId, GUEST)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    chat.close();
  });
});
