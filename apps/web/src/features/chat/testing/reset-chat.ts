import { afterEach, beforeAll } from 'vitest';
import { abandonAllReplies } from '../session/reply-runner';

/**
 * Prepares a chat test file: loads the lazily loaded chunks up front (so the first test does not
 * pay for compiling them inside a findBy timeout) and ends the chat's live streams after each test.
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
    abandonAllReplies();
  });
}
