import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiEngineResponse } from '@polymath/shared';
import { answerEvents, chatResponse, sseResponse } from '@/features/chat/testing/chat-fixtures';
import { mockChatServer } from '@/features/chat/testing/mock-chat-server';
import { setUpChatTests } from '@/features/chat/testing/reset-chat';
import { renderApp, skipOnboarding, skipStartup } from '@/testing/render-app';

// The Settings tab and the message rows load lazily; compile them up front on a busy machine.
const LAZY = { timeout: 5_000 };
const FLOW_TIMEOUT_MS = 30_000;

const BUILT_IN: AiEngineResponse = {
  engineName: 'Polymath built-in engine',
  kind: 'built-in',
  capabilities: { webSearch: 'off', encyclopedia: false, news: false },
};
const REFUSAL = chatResponse({
  message:
    "I can't write that: composing text needs a language model, and this server answers with its built-in engine.",
  sources: [],
  verification: { confidence: 0, inconsistencies: [], isApplicable: false },
  needsModel: true,
});

describe('the way from the built-in engine’s limit to a language model', () => {
  setUpChatTests();
  beforeAll(async () => {
    await Promise.all([
      import('@/features/settings/components/settings-tab'),
      import('@/features/chat/components/message-rows'),
    ]);
  }, 60_000);
  beforeEach(() => {
    skipStartup();
    skipOnboarding();
  });

  it(
    'leads from the welcome and from a refusal to the steps in Settings → AI Generation Settings',
    async () => {
      mockChatServer({
        'GET /api/ai-engine': () => Response.json(BUILT_IN),
        'POST /api/chat/stream': ({ body }) =>
          sseResponse(answerEvents((body as { requestId: string }).requestId, REFUSAL)),
      });
      const user = userEvent.setup();
      await renderApp();
      expect(
        await screen.findByText(/^This server answers with Polymath's built-in engine\./, {}, LAZY),
      ).toBeInTheDocument();

      await user.type(
        screen.getByRole('textbox', { name: 'Message' }),
        'Write a short poem about the sea{Enter}',
      );
      const log = screen.getByRole('log', { name: 'Messages' });
      await within(log).findByText(/^I can't write that/, {}, LAZY);
      await user.click(
        await within(log).findByRole('button', { name: 'How to connect a language model' }),
      );

      const heading = await screen.findByRole('heading', { name: 'AI Generation Settings' }, LAZY);
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const steps = await screen.findByRole('region', { name: 'Connect a language model' }, LAZY);
      expect(within(steps).getByText(/^npm run model:pull/)).toBeInTheDocument();
    },
    FLOW_TIMEOUT_MS,
  );
});
