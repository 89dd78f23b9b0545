import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogTrigger } from './dialog';

describe('Dialog', () => {
  it('names the dialog by its title and describes it, with a working close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent title="Share" description="Send a link to this chat.">
          <p>Body</p>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog).toHaveAccessibleDescription('Send a link to this chat.');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs a console error in development when the title is missing', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Dialog open>
        <DialogContent title="" description={null} />
      </Dialog>,
    );
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('needs a title'));
  });
});
