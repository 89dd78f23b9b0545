import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ChatMessageSource } from '../session/chat-message-source';
import { askQuestionKeepingDraft } from '../session/use-chat-session';
import { useChatStore } from '../stores/chat-store';
import { createMemoryMessageSource } from '../testing/memory-message-source';
import { setUpChatTests } from '../testing/reset-chat';
import { ChatView } from './chat-view';

function conversation(id: string): ChatMessageSource {
  return { ...createMemoryMessageSource(), conversationId: id };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const view = (source: ChatMessageSource) => (
  <MemoryRouter>
    <ChatView isAppReady messageSource={source} />
  </MemoryRouter>
);

describe("a conversation's composer", () => {
  setUpChatTests();

  it('keeps each conversation its own unsent draft and modes', async () => {
    const user = userEvent.setup();
    const first = conversation('first');
    const second = conversation('second');
    const { rerender } = render(view(first));
    await user.type(messageBox(), 'half a question');
    useChatStore.getState().setCodingMode('programming');

    // A new conversation starts empty, in chat mode: nothing typed elsewhere is sent from it.
    rerender(view(second));
    expect(messageBox()).toHaveValue('');
    expect(useChatStore.getState().codingMode).toBe('off');
    await user.type(messageBox(), 'another');

    rerender(view(first));
    expect(messageBox()).toHaveValue('half a question');
    expect(useChatStore.getState().codingMode).toBe('programming');
    rerender(view(second));
    expect(messageBox()).toHaveValue('another');
    expect(useChatStore.getState().codingMode).toBe('off');
  });

  it('keeps what was typed before drafts belonged to conversations, in the one on screen', () => {
    useChatStore.setState({ conversationId: null, draft: 'typed before' });
    render(view(conversation('first')));
    expect(messageBox()).toHaveValue('typed before');
    expect(useChatStore.getState().conversationId).toBe('first');
  });

  it('asks a question from outside the composer (an auto prompt) in chat mode, whatever the mode', () => {
    const source = conversation('first');
    useChatStore.getState().setCodingMode('programming');
    useChatStore.getState().setGenerationMode('photo');
    expect(askQuestionKeepingDraft(source, 'What is photosynthesis?')).toBe(true);
    const [question, reply] = source.getMessages();
    expect(question).toMatchObject({ role: 'user', content: 'What is photosynthesis?' });
    expect(reply?.pendingRequest).toMatchObject({
      message: 'What is photosynthesis?',
      generationMode: 'chat',
      codingMode: 'off',
    });
  });
});
