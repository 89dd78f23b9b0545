import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialogHost } from './confirm-dialog';
import { askConfirmation, type ConfirmationRequest } from './use-confirm';

const REQUEST: ConfirmationRequest = {
  title: 'Delete conversation',
  description: 'This action cannot be undone.',
  confirmLabel: 'Delete',
  isDestructive: true,
};

/** Opens the question and hands back its answer still to come. */
function ask(request = REQUEST): Promise<boolean> {
  let answer!: Promise<boolean>;
  act(() => {
    answer = askConfirmation(request);
  });
  return answer;
}

describe('the confirmation dialog', () => {
  it('asks in an alert dialog named by its title, the focus on Cancel', () => {
    render(<ConfirmDialogHost />);
    void ask();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete conversation' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bg-destructive');
  });

  it('answers true when confirmed and closes', async () => {
    const user = userEvent.setup();
    render(<ConfirmDialogHost />);
    const answer = ask();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Cancel', '{Enter}'],
    ['Escape', '{Escape}'],
  ])('answers false with %s', async (_, keys) => {
    const user = userEvent.setup();
    render(<ConfirmDialogHost />);
    const answer = ask();
    await user.keyboard(keys);
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('styles a harmless confirmation as the primary action', () => {
    render(<ConfirmDialogHost />);
    void ask({ ...REQUEST, confirmLabel: 'Continue', isDestructive: false });
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveClass('bg-destructive');
  });

  it('cancels a question still open when a new one is asked', async () => {
    render(<ConfirmDialogHost />);
    const first = ask();
    void ask({ ...REQUEST, title: 'Second question' });
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Second question' })).toBeInTheDocument();
  });
});
