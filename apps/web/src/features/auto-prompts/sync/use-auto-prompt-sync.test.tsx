import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutoPrompt } from '@polymath/shared';
import { setAuthToken } from '@/lib/auth-headers';
import { stubApiServer } from '@/testing/stub-api-server';
import { AutoPromptManagerDialog } from '../components/auto-prompt-manager-dialog';
import { readStoredAutoPrompts } from '../stores/auto-prompts-storage';
import { useAutoPromptsStore } from '../stores/auto-prompts-store';
import { makeAutoPrompt } from '../testing/auto-prompt-fixtures';
import { AUTO_PROMPT_SAVE_DELAY_MS } from './auto-prompt-sync';
import { useAutoPromptSync } from './use-auto-prompt-sync';

const PATH = '/api/personal-ai/auto-prompts';
const SAVED = { timeout: AUTO_PROMPT_SAVE_DELAY_MS + 2_000 };
// The flows wait for the save delay and click like a person, which takes a while on a busy machine.
const FLOW_TIMEOUT_MS = 20_000;

function Screen({ isSignedIn, isOpen = true }: { isSignedIn: boolean; isOpen?: boolean }) {
  useAutoPromptSync(isSignedIn ? 'account-1' : null);
  return (
    <AutoPromptManagerDialog open={isOpen} onOpenChange={vi.fn()} onSend={vi.fn(() => true)} />
  );
}

/** A server keeping the auto prompts list it was last sent. */
function stubPromptServer(initial: AutoPrompt[]) {
  let stored = initial;
  const seen = stubApiServer({
    [`GET ${PATH}`]: () => Response.json({ autoPrompts: stored }),
    [`PUT ${PATH}`]: ({ body }) => {
      stored = (body as { autoPrompts: AutoPrompt[] }).autoPrompts;
      return Response.json({ autoPrompts: stored });
    },
  });
  const puts = () => seen.filter(({ method }) => method === 'PUT');
  return { seen, puts, stored: () => stored };
}

const names = (prompts: readonly AutoPrompt[]) => prompts.map(({ name }) => name);

describe('a signed-in user’s auto prompts on the server', () => {
  it(
    'merges the account’s prompts in at sign-in, uploads this browser’s, and saves each change',
    async () => {
      setAuthToken('token-1');
      window.localStorage.setItem(
        'autoPrompts',
        JSON.stringify([makeAutoPrompt('here', { name: 'Made here' })]),
      );
      useAutoPromptsStore.getState().reloadFromStorage();
      const server = stubPromptServer([
        makeAutoPrompt('phone', { name: 'Made on my phone', executionCount: 3 }),
      ]);
      const user = userEvent.setup();
      render(<Screen isSignedIn />);

      const dialog = screen.getByRole('dialog', { name: 'Auto Prompt Manager' });
      expect(
        await within(dialog).findByRole('listitem', { name: 'Made on my phone' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('listitem', { name: 'Made here' })).toBeInTheDocument();
      await waitFor(() => expect(server.puts()).toHaveLength(1));
      expect(names(server.stored())).toEqual(['Made here', 'Made on my phone']);
      expect(server.seen[0]).toMatchObject({ method: 'GET', authorization: 'Bearer token-1' });
      expect(names(readStoredAutoPrompts())).toEqual(['Made here', 'Made on my phone']);

      await user.click(within(dialog).getByRole('button', { name: /^Add Break Reminder/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Pause Made on my phone' }));
      await waitFor(() => expect(server.puts()).toHaveLength(2), SAVED);
      expect(server.stored().map(({ name, isActive }) => [name, isActive])).toEqual([
        ['Break Reminder', true],
        ['Made here', true],
        ['Made on my phone', false],
      ]);
      expect(server.stored()[2]?.executionCount).toBe(3);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'reads the server again when the manager opens',
    async () => {
      setAuthToken('token-1');
      const server = stubPromptServer([]);
      const { rerender } = render(<Screen isSignedIn isOpen={false} />);
      await waitFor(() => expect(server.seen).toHaveLength(1));
      rerender(<Screen isSignedIn isOpen />);
      await waitFor(() =>
        expect(server.seen.filter(({ method }) => method === 'GET')).toHaveLength(2),
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'clears the prompts from this browser at sign-out, and never calls the server for a guest',
    async () => {
      setAuthToken('token-1');
      const server = stubPromptServer([makeAutoPrompt('a', { name: 'Account prompt' })]);
      const { rerender } = render(<Screen isSignedIn />);
      expect(await screen.findByRole('listitem', { name: 'Account prompt' })).toBeInTheDocument();

      setAuthToken(null);
      rerender(<Screen isSignedIn={false} />);
      await waitFor(() =>
        expect(screen.queryByRole('listitem', { name: 'Account prompt' })).toBeNull(),
      );
      expect(readStoredAutoPrompts()).toEqual([]);
      const callsBefore = server.seen.length;

      await userEvent.setup().click(screen.getByRole('button', { name: /^Add Daily Check-in/ }));
      await new Promise((resolve) => setTimeout(resolve, AUTO_PROMPT_SAVE_DELAY_MS + 200));
      expect(server.seen).toHaveLength(callsBefore);
      expect(names(readStoredAutoPrompts())).toEqual(['Daily Check-in']);
    },
    FLOW_TIMEOUT_MS,
  );
});
