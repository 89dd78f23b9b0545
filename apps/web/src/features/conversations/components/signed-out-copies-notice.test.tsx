import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog';
import { useConversationsStore } from '../stores/conversations-store';
import { keepSignedOutCopies, useSignedOutCopiesStore } from '../stores/signed-out-copies';
import { SignedOutCopiesNotice } from './signed-out-copies-notice';

function keepGraceConversation(): void {
  const { create, addMessage, rename } = useConversationsStore.getState();
  const id = create();
  rename(id, 'Tide tables');
  addMessage(id, { role: 'user', content: 'When is high tide in Brest?' });
  addMessage(id, { role: 'assistant', content: 'Around 14:10 today.' });
  keepSignedOutCopies({ accountId: 'grace', name: 'Grace' });
}

describe('the conversations kept after a session ended elsewhere', () => {
  it('says whose they are and shows each one, read only', async () => {
    keepGraceConversation();
    render(<SignedOutCopiesNotice />);
    const notice = screen.getByRole('region', { name: 'Signed-out conversations' });
    expect(notice).toHaveTextContent(
      "Signed out of Grace's account: 1 conversation kept here, read only, until you sign in again.",
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Tide tables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tide tables (read only)' });
    const messages = within(dialog).getByRole('list', { name: 'Messages' });
    expect(messages).toHaveTextContent('When is high tide in Brest?');
    expect(messages).toHaveTextContent('Around 14:10 today.');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('removes them from this browser once confirmed', async () => {
    keepGraceConversation();
    render(
      <>
        <SignedOutCopiesNotice />
        <ConfirmDialogHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove from this browser' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(useSignedOutCopiesStore.getState().copies).toBeNull();
    expect(screen.queryByRole('region', { name: 'Signed-out conversations' })).toBeNull();
  });

  it('shows nothing when no account left conversations behind', () => {
    const { container } = render(<SignedOutCopiesNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});
