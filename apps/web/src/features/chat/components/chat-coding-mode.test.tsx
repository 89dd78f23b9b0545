import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { onLimitReached } from '@/lib/limit-events';
import type { ChatMessageSource } from '../session/chat-message-source';
import { useChatStore } from '../stores/chat-store';
import { answerEvents, chatResponse, sseResponse } from '../testing/chat-fixtures';
import { createMemoryMessageSource } from '../testing/memory-message-source';
import { mockChatServer } from '../testing/mock-chat-server';
import { setUpChatTests } from '../testing/reset-chat';
import { ChatView } from './chat-view';

let source: ChatMessageSource;

function renderChat(onOpenCode = vi.fn()) {
  render(
    <MemoryRouter>
      <ChatView isAppReady messageSource={source} onOpenCode={onOpenCode} />
    </MemoryRouter>,
  );
  return onOpenCode;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const messageLog = () => screen.getByRole('log', { name: 'Messages' });

describe('the coding mode in the chat', () => {
  setUpChatTests();
  beforeEach(() => {
    source = createMemoryMessageSource();
  });

  it('turns on from the Code tool, shows the Vibe-Coding Active banner, and its Exit turns it off', async () => {
    const user = userEvent.setup();
    renderChat();
    const code = screen.getByRole('button', { name: 'Code' });
    expect(code).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Vibe-Coding Active')).toBeNull();

    await user.click(code);
    expect(code).toHaveAttribute('aria-pressed', 'true');
    expect(useChatStore.getState().codingMode).toBe('programming');
    expect(screen.getByText('Vibe-Coding Active')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(useChatStore.getState().codingMode).toBe('off');
    expect(screen.queryByText('Vibe-Coding Active')).toBeNull();
    expect(code).toHaveAttribute('aria-pressed', 'false');
  });

  it("sends the coding mode's questions to the code assistant and opens its code in Vibe-Coding", async () => {
    const user = userEvent.setup();
    const { received } = mockChatServer({
      'POST /api/chat-enhanced': () =>
        Response.json({
          message: 'A Go program that greets the world.',
          code: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("Hello") }\n',
          language: 'go',
          isCodeResponse: true,
        }),
    });
    useChatStore.getState().setCodingMode('programming');
    const onOpenCode = renderChat();

    await user.type(messageBox(), 'hello world in go{Enter}');
    await within(messageLog()).findByText('A Go program that greets the world.');
    expect(received.map((request) => request.path)).toEqual(['/api/chat-enhanced']);
    expect(received[0]?.body).toEqual({ message: 'hello world in go', conversationHistory: [] });
    expect(within(messageLog()).getByText(/fmt\.Println/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open in Vibe-Coding' }));
    expect(onOpenCode).toHaveBeenCalledWith({
      code: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("Hello") }\n',
      language: 'go',
    });
  });

  it("shows the assistant's words alone when it wrote no code, and the limit when it is used up", async () => {
    const user = userEvent.setup();
    const limits: unknown[] = [];
    const stop = onLimitReached((event) => limits.push(event));
    let answers = 0;
    mockChatServer({
      'POST /api/chat-enhanced': () =>
        ++answers === 1
          ? Response.json({
              message: 'Other programs need a connected model.',
              isCodeResponse: false,
            })
          : Response.json(
              {
                success: false,
                error: 'You have used your monthly allowance for this feature (3/3 used).',
                code: 'LIMIT_REACHED',
              },
              { status: 429 },
            ),
    });
    useChatStore.getState().setCodingMode('programming');
    renderChat();

    await user.type(messageBox(), 'write a web server{Enter}');
    await within(messageLog()).findByText('Other programs need a connected model.');
    expect(screen.queryByRole('button', { name: 'Open in Vibe-Coding' })).toBeNull();

    await user.type(messageBox(), 'hello world{Enter}');
    await within(messageLog()).findByText(/\(3\/3 used\)/);
    await waitFor(() =>
      expect(limits).toEqual([
        {
          code: 'LIMIT_REACHED',
          message: 'You have used your monthly allowance for this feature (3/3 used).',
          feature: 'codeGeneration',
        },
      ]),
    );
    stop();
  });

  it('offers Open in Vibe-Coding only for code in one of its languages', async () => {
    const user = userEvent.setup();
    mockChatServer({
      'POST /api/chat/stream': ({ body }) =>
        sseResponse(
          answerEvents(
            (body as { requestId: string }).requestId,
            chatResponse({ message: '```bash\nls\n```\n\n```py\nprint(1)\n```' }),
          ),
        ),
    });
    renderChat();
    await user.type(messageBox(), 'show me{Enter}');
    await within(messageLog()).findByText('print(1)');
    expect(screen.getAllByRole('button', { name: 'Open in Vibe-Coding' })).toHaveLength(1);
  });
});
