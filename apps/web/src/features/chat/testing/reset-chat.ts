import { afterEach, beforeAll } from 'vitest';
import { responseCache } from '../logic/response-cache';
import { abandonAllReplies } from '../session/reply-runner';

/**
 * Prepares a chat test file: loads the lazily loaded chunks up front (so the first test does not
 * pay for compiling them inside a findBy timeout) and forgets the chat's in-memory state (cached
 * answers, live streams) after each test.
 */
export function setUpChatTests(): void {
  beforeAll(async () => {
    await Promise.all([
      import('../components/message-rows'),
      import('../components/virtual-message-rows'),
      import('../markdown/safe-markdown'),
    ]);
  });
  afterEach(() => {
    responseCache.clear();
    abandonAllReplies();
  });
}
