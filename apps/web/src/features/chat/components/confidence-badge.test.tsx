import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Source, Verification } from '@polymath/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { VerificationSummary } from './confidence-badge';
import { MessageSources } from './message-sources';

const verification: Verification = { confidence: 0.85, inconsistencies: [] };
const article: Source = {
  source: 'Photosynthesis (https://en.wikipedia.org/wiki/Photosynthesis)',
  reliability: 0.85,
  content: 'Photosynthesis is a system of biological processes…',
};
const note: Source = {
  source: 'Research: photosynthesis (your note)',
  reliability: 1,
  content: 'Photosynthesis is a system of biological processes…',
  isOwn: true,
};

async function tooltipOfBadge(sources?: Source[]): Promise<HTMLElement> {
  const user = userEvent.setup();
  render(
    <TooltipProvider>
      <VerificationSummary verification={verification} sources={sources} />
    </TooltipProvider>,
  );
  await user.tab();
  expect(screen.getByText('High confidence: 85%')).toHaveFocus();
  return screen.findByRole('tooltip');
}

describe('the confidence badge', () => {
  it('says in its tooltip what it measures', async () => {
    const tooltip = await tooltipOfBadge([article]);
    expect(tooltip).toHaveTextContent(
      /^How far independent sources support this answer to your question\.$/,
    );
  });

  it("says in its tooltip that the user's own notes and files do not raise it", async () => {
    const tooltip = await tooltipOfBadge([note, article]);
    expect(tooltip).toHaveTextContent(
      'How far independent sources support this answer to your question. Your own notes and files are shown as sources but never raise this confidence.',
    );
  });
});

describe('the sources of an answer', () => {
  it("shows the user's own note as theirs and not counted, instead of a reliability", () => {
    render(<MessageSources sources={[note, article]} />);
    const [own, independent] = within(screen.getByRole('region', { name: 'Sources' })).getAllByRole(
      'listitem',
    );
    expect(own).toHaveTextContent('Yours: not counted in confidence');
    expect(own).not.toHaveTextContent('Reliability');
    expect(independent).toHaveTextContent('Reliability 85%');
  });
});
