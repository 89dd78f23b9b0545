import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LivePreview } from './live-preview';

function renderInDialog(onClose: () => void) {
  render(
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Vibe-Coding" description={null}>
        <LivePreview
          language="html"
          code="<p>Hello</p>"
          size="medium"
          mode="auto"
          onSizeChange={() => {}}
          onModeChange={() => {}}
        />
      </DialogContent>
    </Dialog>,
  );
}

describe('the live preview', () => {
  it('leaves full screen on Esc without closing the dialog it is in', async () => {
    const user = userEvent.setup();
    let closed = 0;
    renderInDialog(() => (closed += 1));
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.getByRole('button', { name: 'Leave full screen' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(closed).toBe(0);

    // Out of full screen, Esc closes the dialog as before.
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);
  });
});
