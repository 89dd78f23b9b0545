import { afterEach, beforeAll } from 'vitest';
import { abortAllFileReads } from '../session/file-reads';
import { abandonAllReplies } from '../session/reply-runner';
import { useChatStore } from '../stores/chat-store';

/**
 * Prepares a chat test file: loads the lazily loaded chunks up front (so the first test does not
 * pay for compiling them inside a findBy timeout) and ends the chat's live streams and file reads after each test.
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
    abortAllFileReads();
    useChatStore.setState({ attachment: null });
  });
}
