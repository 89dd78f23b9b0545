import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageMarkdown } from './message-markdown';

describe('MessageMarkdown', () => {
  it('shows the text without its marks until the renderer has loaded, then formatted', async () => {
    const text = 'Today is **Monday**. See [OpenStax Biology](https://openstax.org/biology).';
    const { container } = render(<MessageMarkdown text={text} />);
    expect(container).toHaveTextContent('Today is Monday. See OpenStax Biology.');
    expect(container.textContent).not.toContain('**');
    expect(container.textContent).not.toContain('](');

    expect(await screen.findByText('Monday', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenStax Biology' })).toBeInTheDocument();
  });
});
