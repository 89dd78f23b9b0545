import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { Sheet, SheetContent, SheetTrigger } from './sheet';
import { Toaster } from './toast';
import { Tooltip, TooltipProvider } from './tooltip';
import { COMING_SOON, UnavailableControl } from './unavailable-control';
import { showToast } from './use-toast';

describe('UI primitives', () => {
  it('Select opens with the keyboard and picks an option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select onValueChange={onValueChange}>
        <SelectTrigger aria-label="Language">
          <SelectValue placeholder="Pick one" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="en">English</SelectItem>
          <SelectItem value="fr">French</SelectItem>
        </SelectContent>
      </Select>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'French' }));
    expect(onValueChange).toHaveBeenCalledWith('fr');
    expect(trigger).toHaveTextContent('French');
  });

  it('Sheet opens as a named dialog and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger>Open drawer</SheetTrigger>
        <SheetContent title="Drawer">
          <button type="button">Inside</button>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Open drawer' }));
    expect(screen.getByRole('dialog', { name: 'Drawer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Toaster keeps at most three toasts, the newest, in one region', () => {
    render(<Toaster />);
    act(() => {
      for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) showToast({ title });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
    expect(region).toHaveTextContent(/^ThreeFourFive$/);
  });

  it('Toaster shows a toast from anywhere and dismisses it', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => showToast({ title: 'Saved', description: 'Your settings are kept.' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('UnavailableControl keeps the control focusable, inert to clicks and described', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <TooltipProvider>
        <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
          <UnavailableControl>
            {(props) => (
              <button type="submit" {...props}>
                Upload
              </button>
            )}
          </UnavailableControl>
        </form>
      </TooltipProvider>,
    );
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toHaveAttribute('aria-disabled', 'true');
    expect(upload).toHaveAccessibleDescription(COMING_SOON);
    await user.click(upload);
    expect(onSubmit).not.toHaveBeenCalled();
    upload.blur();
    await user.tab();
    expect(upload).toHaveFocus();
  });

  it('Tooltip shows its content on keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <Tooltip content="Helpful tip">
          <button type="button">Target</button>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Helpful tip');
  });
});
