import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog';
import { readStoredAutoPrompts } from '../stores/auto-prompts-storage';
import { useAutoPromptsStore } from '../stores/auto-prompts-store';
import { makeAutoPrompt } from '../testing/auto-prompt-fixtures';
import { AutoPromptManagerDialog, CHAT_BUSY_MESSAGE } from './auto-prompt-manager-dialog';

function renderManager({ onSend = vi.fn(() => true), onOpenChange = vi.fn() } = {}) {
  render(
    <>
      <AutoPromptManagerDialog open onOpenChange={onOpenChange} onSend={onSend} />
      <ConfirmDialogHost />
    </>,
  );
  return {
    dialog: screen.getByRole('dialog', { name: 'Auto Prompt Manager' }),
    onSend,
    onOpenChange,
  };
}

function seed(...prompts: ReturnType<typeof makeAutoPrompt>[]) {
  window.localStorage.setItem('autoPrompts', JSON.stringify(prompts));
  useAutoPromptsStore.getState().reloadFromStorage();
}

const cardOf = (name: string) => screen.getByRole('listitem', { name });

// The form flows type like a person, which takes a while on a busy machine.
const FLOW_TIMEOUT_MS = 20_000;

describe('the Auto Prompt Manager', () => {
  it(
    'keeps Create disabled until both the name and the prompt hold text',
    async () => {
      const user = userEvent.setup();
      const { dialog } = renderManager();
      const form = within(dialog).getByRole('form', { name: 'New auto prompt' });
      const create = within(form).getByRole('button', { name: 'Create' });
      expect(within(dialog).getByText(/No auto prompts yet/)).toBeInTheDocument();
      expect(create).toBeDisabled();

      await user.type(within(form).getByLabelText('Name'), 'Stretch');
      expect(create).toBeDisabled();
      await user.type(within(form).getByLabelText('Prompt'), '   ');
      expect(create).toBeDisabled();
      await user.clear(within(form).getByLabelText('Prompt'));
      await user.type(within(form).getByLabelText('Prompt'), 'Remind me to stretch');
      expect(within(form).getByLabelText('Every (minutes)')).toHaveValue(30);
      expect(create).toBeEnabled();

      await user.click(create);
      const card = cardOf('Stretch');
      expect(within(card).getByText('Every 30 min')).toBeInTheDocument();
      expect(within(card).getByText('in 30 min')).toBeInTheDocument();
      expect(within(card).getByText('0 runs')).toBeInTheDocument();
      expect(within(card).getByText('Never')).toBeInTheDocument();
      expect(within(form).getByLabelText('Name')).toHaveValue('');
      expect(within(form).getByLabelText('Name')).toHaveFocus();
      expect(readStoredAutoPrompts()).toMatchObject([
        {
          name: 'Stretch',
          prompt: 'Remind me to stretch',
          triggerType: 'interval',
          triggerValue: '30',
        },
      ]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'creates a daily time prompt with a maximum, and refuses a maximum that is not whole',
    async () => {
      const user = userEvent.setup();
      const { dialog } = renderManager();
      const form = within(dialog).getByRole('form', { name: 'New auto prompt' });
      await user.type(within(form).getByLabelText('Name'), 'Lunch');
      await user.type(within(form).getByLabelText('Prompt'), 'Suggest a lunch break');
      await user.click(within(form).getByRole('radio', { name: 'Daily time' }));
      const time = within(form).getByLabelText('Daily at (24-hour)');
      await user.clear(time);
      await user.type(time, '12:30');
      await user.type(within(form).getByLabelText('Maximum runs'), '1.5');
      expect(within(form).getByLabelText('Maximum runs')).toHaveAccessibleDescription(
        /whole number/,
      );
      expect(within(form).getByRole('button', { name: 'Create' })).toBeDisabled();

      await user.clear(within(form).getByLabelText('Maximum runs'));
      await user.type(within(form).getByLabelText('Maximum runs'), '5');
      await user.click(within(form).getByRole('button', { name: 'Create' }));
      const card = cardOf('Lunch');
      expect(within(card).getByText('Daily at 12:30')).toBeInTheDocument();
      expect(within(card).getByText('0 of 5 runs')).toBeInTheDocument();
      expect(readStoredAutoPrompts()[0]).toMatchObject({
        triggerType: 'time',
        triggerValue: '12:30',
        maxExecutions: 5,
      });
    },
    FLOW_TIMEOUT_MS,
  );

  it('offers no condition trigger to create, and shows a stored one', () => {
    seed(
      makeAutoPrompt('c', {
        name: 'Mood',
        triggerType: 'condition',
        triggerValue: 'when I sound stressed',
      }),
    );
    const { dialog } = renderManager();
    const form = within(dialog).getByRole('form', { name: 'New auto prompt' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Interval', 'Daily time', 'Manual']);
    expect(
      within(cardOf('Mood')).getByText('Condition: when I sound stressed'),
    ).toBeInTheDocument();
  });

  it('adds each quick-start template with its trigger', async () => {
    const user = userEvent.setup();
    const { dialog } = renderManager();
    for (const [name, trigger] of [
      ['Daily Check-in', 'Daily at 09:00'],
      ['Learning Reminder', 'Every 2 h'],
      ['Break Reminder', 'Every 1 h'],
      ['Evening Reflection', 'Daily at 18:00'],
    ] as const) {
      await user.click(within(dialog).getByRole('button', { name: `Add ${name} (${trigger})` }));
      expect(within(cardOf(name)).getByText(trigger)).toBeInTheDocument();
    }
    expect(
      readStoredAutoPrompts().map(({ name, triggerType, triggerValue }) => [
        name,
        triggerType,
        triggerValue,
      ]),
    ).toEqual([
      ['Evening Reflection', 'time', '18:00'],
      ['Break Reminder', 'interval', '60'],
      ['Learning Reminder', 'interval', '120'],
      ['Daily Check-in', 'time', '09:00'],
    ]);
    expect(
      within(dialog).getByRole('heading', { name: 'Your auto prompts (4)' }),
    ).toBeInTheDocument();
  });

  it('pauses and resumes a prompt, keeping the focus on its button', async () => {
    seed(
      makeAutoPrompt('a', {
        name: 'Stretch',
        lastTriggered: new Date(Date.now() - 40 * 60_000).toISOString(),
      }),
    );
    const user = userEvent.setup();
    renderManager();
    const card = cardOf('Stretch');
    expect(within(card).getByText('Ready now')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Pause Stretch' }));
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    const resume = within(card).getByRole('button', { name: 'Resume Stretch' });
    expect(resume).toHaveFocus();
    expect(readStoredAutoPrompts()[0]?.isActive).toBe(false);

    await user.click(resume);
    expect(within(card).getByText('Ready now')).toBeInTheDocument();
    expect(readStoredAutoPrompts()[0]?.isActive).toBe(true);
  });

  it('sends a prompt into the chat with Trigger now, counts it and closes', async () => {
    seed(
      makeAutoPrompt('a', { name: 'Stretch', prompt: 'Remind me to stretch', maxExecutions: 2 }),
    );
    const user = userEvent.setup();
    const { onSend, onOpenChange } = renderManager();
    await user.click(
      within(cardOf('Stretch')).getByRole('button', { name: 'Trigger Stretch now' }),
    );
    expect(onSend).toHaveBeenCalledWith('Remind me to stretch');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [stored] = readStoredAutoPrompts();
    expect(stored).toMatchObject({ executionCount: 1, isActive: true });
    expect(Date.now() - Date.parse(stored!.lastTriggered!)).toBeLessThan(5_000);
  });

  it('says so, and counts nothing, when the chat is still answering', async () => {
    seed(makeAutoPrompt('a', { name: 'Stretch' }));
    const user = userEvent.setup();
    const { onOpenChange } = renderManager({ onSend: vi.fn(() => false) });
    await user.click(
      within(cardOf('Stretch')).getByRole('button', { name: 'Trigger Stretch now' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(CHAT_BUSY_MESSAGE);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(readStoredAutoPrompts()[0]?.executionCount).toBe(0);
  });

  it('shows a finished prompt as Inactive, with neither Resume nor Trigger now', () => {
    seed(
      makeAutoPrompt('a', { name: 'Once', executionCount: 1, maxExecutions: 1, isActive: false }),
    );
    renderManager();
    const card = cardOf('Once');
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(within(card).getByText('1 of 1 run')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resume Once' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Trigger Once now' })).toBeDisabled();
  });

  it('deletes a prompt once confirmed', async () => {
    seed(makeAutoPrompt('a', { name: 'Stretch' }), makeAutoPrompt('b', { name: 'Water' }));
    const user = userEvent.setup();
    const { dialog } = renderManager();
    await user.click(within(cardOf('Stretch')).getByRole('button', { name: 'Delete Stretch' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(cardOf('Stretch')).toBeInTheDocument();

    await user.click(within(cardOf('Stretch')).getByRole('button', { name: 'Delete Stretch' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Stretch' })).toBeNull());
    expect(readStoredAutoPrompts().map(({ name }) => name)).toEqual(['Water']);
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Your auto prompts (1)' })).toHaveFocus(),
    );
  });

  it('lists what storage holds, leaving out damaged entries', () => {
    window.localStorage.setItem(
      'autoPrompts',
      JSON.stringify([
        makeAutoPrompt('a', { name: 'Kept' }),
        { id: 'b', name: '', prompt: 'x' },
        42,
      ]),
    );
    useAutoPromptsStore.getState().reloadFromStorage();
    const { dialog } = renderManager();
    expect(
      within(dialog).getByRole('heading', { name: 'Your auto prompts (1)' }),
    ).toBeInTheDocument();
    expect(cardOf('Kept')).toBeInTheDocument();
  });
});
