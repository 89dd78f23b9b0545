import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { onOpenSettingsSection } from '@/lib/settings-sections';
import type { ChatMessage } from '../logic/chat-message';
import { ChatMessageSourceContext } from '../session/use-chat-session';
import { chatResponse } from '../testing/chat-fixtures';
import { createMemoryMessageSource } from '../testing/memory-message-source';
import { setUpChatTests } from '../testing/reset-chat';
import { MessageItem } from './message-item';

function answer(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const response = chatResponse();
  return {
    id: 'a1',
    role: 'assistant',
    content: response.message,
    timestamp: new Date().toISOString(),
    status: 'complete',
    sources: response.sources,
    verification: response.verification,
    ...overrides,
  };
}

// A message renders inside a chat, which gives its actions the conversation.
function InChat({ children }: { children: ReactNode }) {
  return (
    <ChatMessageSourceContext.Provider value={createMemoryMessageSource()}>
      <TooltipProvider>{children}</TooltipProvider>
    </ChatMessageSourceContext.Provider>
  );
}

function renderMessage(message: ChatMessage) {
  return render(
    <InChat>
      <MessageItem message={message} />
    </InChat>,
  );
}

describe('MessageItem', () => {
  setUpChatTests();

  it('shows up to three sources with 150-character excerpts, reliability and a link', () => {
    const long = 'x'.repeat(400);
    const sources = [1, 2, 3].map((index) => ({
      source: `https://en.wikipedia.org/wiki/Topic_${index}`,
      reliability: 0.9,
      content: long,
    }));
    renderMessage(answer({ sources }));
    const list = screen.getByRole('region', { name: 'Sources' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText(`${'x'.repeat(150)}…`)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Reliability 90%')).toBeInTheDocument();
    const link = within(items[0] as HTMLElement).getByRole('link', { name: 'Topic 1' });
    expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Topic_1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("links a source the server names 'Title (address)' under its title", () => {
    const source = 'Mercury (planet) (https://en.wikipedia.org/wiki/Mercury_(planet))';
    renderMessage(answer({ sources: [{ source, reliability: 0.9, content: 'Mercury is…' }] }));
    const link = screen.getByRole('link', { name: 'Mercury (planet)' });
    expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Mercury_(planet)');
  });

  it('colours the confidence: above 0.7 high, above 0.5 medium, otherwise low', () => {
    const cases = [
      [0.71, 'high', 'High confidence: 71%'],
      [0.7, 'medium', 'Medium confidence: 70%'],
      [0.51, 'medium', 'Medium confidence: 51%'],
      [0.5, 'low', 'Low confidence: 50%'],
    ] as const;
    for (const [confidence, band, label] of cases) {
      const { unmount } = renderMessage(
        answer({ verification: { confidence, inconsistencies: [] } }),
      );
      expect(screen.getByText(label)).toHaveAttribute('data-band', band);
      unmount();
    }
  });

  it("says on the badge that the answer's own-note sources do not raise its confidence", async () => {
    const user = userEvent.setup();
    const note = { source: 'Trip (your note)', reliability: 1, content: 'We went.', isOwn: true };
    renderMessage(
      answer({ sources: [note], verification: { confidence: 0.3, inconsistencies: [] } }),
    );
    await user.hover(screen.getByText('Low confidence: 30%'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Your own notes and files are shown as sources but never raise this confidence.',
    );
  });

  it('shows no confidence badge on a reply with nothing to verify', () => {
    renderMessage(
      answer({
        content: 'Image generation is not available yet on this server.',
        sources: [],
        verification: { confidence: 0.95, inconsistencies: [], isApplicable: false },
      }),
    );
    expect(screen.getByText(/Image generation is not available/)).toBeInTheDocument();
    expect(screen.queryByText(/confidence:/)).not.toBeInTheDocument();
  });

  it('lists the inconsistencies found', () => {
    renderMessage(
      answer({
        verification: { confidence: 0.4, inconsistencies: ['The sources disagree on the date'] },
      }),
    );
    const list = screen.getByRole('list', { name: 'Inconsistencies' });
    expect(list).toHaveTextContent('The sources disagree on the date');
  });

  it('renders tables, math and code blocks from markdown', async () => {
    const content = [
      '| Planet | Moons |',
      '| --- | --- |',
      '| Mars | 2 |',
      '',
      'Euler: $e^{i\\pi} + 1 = 0$',
      '',
      '```js',
      'console.log(1);',
      '```',
    ].join('\n');
    const { container } = renderMessage(answer({ content, sources: [] }));
    expect(await screen.findByRole('table')).toHaveTextContent('Mars');
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(container.querySelector('pre')).toHaveTextContent('console.log(1);');
  });

  it('never renders raw HTML or script links from an answer', async () => {
    const content = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(2)</script>',
      '<svg onload=alert(3)><circle r="5"/></svg>',
      '[click me](javascript:alert(4))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '[vb](vbscript:msgbox(5))',
      '[safe](https://example.com)',
      '**still markdown**',
    ].join('\n\n');
    const { container } = renderMessage(answer({ content, sources: [] }));
    expect(await screen.findByText('still markdown')).toBeInTheDocument();
    const body = container.querySelector('.markdown-body');
    expect(body?.querySelector('img, script, svg, iframe')).toBeNull();
    expect(body?.querySelector('[onerror], [onload]')).toBeNull();
    for (const link of Array.from(body?.querySelectorAll('a') ?? [])) {
      expect(link.getAttribute('href')).toMatch(/^https:/);
    }
    expect(screen.getByRole('link', { name: 'safe' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.queryByRole('link', { name: 'click me' })).not.toBeInTheDocument();
  });

  it('links a refusal that needs a language model to the steps in Settings → AI Generation Settings', async () => {
    const opened = vi.fn();
    onTestFinished(onOpenSettingsSection(opened));
    renderMessage(
      answer({
        content: "I can't write that: composing text needs a language model.",
        sources: [],
        verification: { confidence: 0, inconsistencies: [], isApplicable: false },
        needsModel: true,
      }),
    );
    expect(
      screen.getByText(/^The built-in engine can't do this; a language model can\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'How to connect a language model' }));
    expect(opened).toHaveBeenCalledExactlyOnceWith('ai-generation-settings');
  });

  it('offers no model steps under an answer, nor while a refusal is still being written', () => {
    const { unmount } = renderMessage(answer());
    expect(
      screen.queryByRole('button', { name: 'How to connect a language model' }),
    ).not.toBeInTheDocument();
    unmount();
    renderMessage(answer({ content: "I can't", status: 'streaming', needsModel: true }));
    expect(
      screen.queryByRole('button', { name: 'How to connect a language model' }),
    ).not.toBeInTheDocument();
  });

  it('shows a reply to another message with its quoted preview', () => {
    renderMessage({
      id: 'u1',
      role: 'user',
      content: 'Why?',
      timestamp: new Date().toISOString(),
      replyTo: { messageId: 'a0', preview: 'Earlier answer' },
    });
    expect(screen.getByText('Earlier answer')).toBeInTheDocument();
  });
});
