import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AssistantCapabilities } from '@polymath/shared';
import { ChatEmptyState } from './chat-empty-state';

const renderWelcome = (capabilities?: AssistantCapabilities) =>
  render(<ChatEmptyState onPickPrompt={() => undefined} capabilities={capabilities} />);

describe('ChatEmptyState', () => {
  it.each([
    [
      { webSearch: 'ready', encyclopedia: true, news: true },
      /an answer from the web with its sources/,
    ],
    [
      { webSearch: 'not-configured', encyclopedia: true, news: true },
      /an answer from the encyclopedia with its sources/,
    ],
    [
      { webSearch: 'off', encyclopedia: false, news: false },
      /^Ask about math, dates, Polymath itself or the topics already learned/,
    ],
  ] as const)('says where answers come from on this server (%o)', (capabilities, text) => {
    renderWelcome(capabilities);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says something general until the server has said what it can do', () => {
    renderWelcome();
    expect(screen.getByText(/^Ask a question, explore a topic/)).toBeInTheDocument();
  });
});
