import { AppError } from '@polymath/shared';
import { describe, expect, it, vi } from 'vitest';
import { guestCaller } from '../../../test/callers';
import { scriptedModel, streamRequest } from '../../../test/chat-doubles';
import type { EngineAdmission } from './chat.deps';
import { createChatService } from './chat.service';

const GUEST = guestCaller();

const request = () => streamRequest();

/** An engine with `places` places in line, counting what is held. */
function engineLine(places: number) {
  let held = 0;
  const admission: EngineAdmission = {
    admit() {
      if (held >= places) throw new AppError('UNAVAILABLE', { message: 'Busy.' });
      held += 1;
      let released = false;
      return {
        release() {
          if (!released) held -= 1;
          released = true;
        },
      };
    },
  };
  return { admission, held: () => held };
}

function service(admission: EngineAdmission, admitMessage: () => Promise<void>) {
  return createChatService(
    {
      model: scriptedModel({ chunks: ['Tides follow the Moon.'] }),
      engineName: 'Test engine',
      engineKind: 'local',
      engineAdmission: admission,
      knowledge: { findOrLearn: () => Promise.resolve([]) },
      aiTimeoutMs: 500,
      knowledgeTimeoutMs: 100,
      logger: { warn: () => undefined },
      messageAllowance: { admitMessage },
    },
    { replyTtlMs: 1000 },
  );
}

describe('chat service with an engine that answers one question at a time', () => {
  it('holds a place in line until the streamed answer has ended', async () => {
    const line = engineLine(1);
    const chat = service(line.admission, () => Promise.resolve());
    const asked = request();
    await chat.startStream(asked, GUEST);
    expect(line.held()).toBe(1);
    await vi.waitFor(async () =>
      expect((await chat.readReply(asked.requestId, GUEST)).status).toBe('complete'),
    );
    await vi.waitFor(() => expect(line.held()).toBe(0));
    chat.close();
  });

  it('turns a question away when the line is full, without counting the message', async () => {
    const line = engineLine(0);
    const admitMessage = vi.fn(() => Promise.resolve());
    const chat = service(line.admission, admitMessage);
    await expect(chat.startStream(request(), GUEST)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await expect(chat.answer(request(), GUEST)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(admitMessage).not.toHaveBeenCalled();
    chat.close();
  });

  it('gives the place back when the message itself is refused', async () => {
    const line = engineLine(1);
    const chat = service(line.admission, () =>
      Promise.reject(new AppError('GUEST_LIMIT', { message: 'No free messages left.' })),
    );
    await expect(chat.startStream(request(), GUEST)).rejects.toMatchObject({ code: 'GUEST_LIMIT' });
    await expect(chat.answer(request(), GUEST)).rejects.toMatchObject({ code: 'GUEST_LIMIT' });
    expect(line.held()).toBe(0);
    chat.close();
  });

  it('gives the place back once a whole answer is sent', async () => {
    const line = engineLine(1);
    const chat = service(line.admission, () => Promise.resolve());
    const response = await chat.answer(request(), GUEST);
    expect(response.message).toBe('Tides follow the Moon.');
    expect(line.held()).toBe(0);
    chat.close();
  });
});
