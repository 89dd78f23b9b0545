import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { EducationalSubjectsDirectory } from '../index';
import { makeSubjectsResponse } from '../testing/make-directory';

const EMPTY_TEXT = 'No subjects found. Try adjusting your search terms or filters.';
const PATH = '/api/educational-subjects/all';
// Typing and opening Radix selects take seconds when the machine is busy.
const INTERACTIVE = { timeout: 15_000 };

/** Answers the directory call with `answers` in turn (the last one repeats); returns the paths seen. */
function stubDirectory(...answers: Array<() => Response>): string[] {
  const seen: string[] = [];
  vi.mocked(fetch).mockImplementation((input) => {
    const path = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname;
    seen.push(path);
    if (path !== PATH) return Promise.resolve(Response.json({ success: false }, { status: 404 }));
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return Promise.resolve(answer());
  });
  return seen;
}

const ok = () => Response.json(makeSubjectsResponse());
const failure = () =>
  Response.json(
    { success: false, error: 'Something went wrong', code: 'INTERNAL' },
    { status: 500 },
  );

function renderDirectory() {
  const onOpenChange = vi.fn();
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={client}>
      <EducationalSubjectsDirectory open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

const cardTitles = () =>
  screen.queryAllByRole('region').map((card) => within(card).getByRole('heading').textContent);

async function pick(user: ReturnType<typeof userEvent.setup>, filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('EducationalSubjectsDirectory', () => {
  it('loads the directory and shows its counts and every subject card', async () => {
    const seen = stubDirectory(ok);
    renderDirectory();

    const dialog = screen.getByRole('dialog', { name: 'Educational Subjects Directory' });
    expect(within(dialog).getByText('Loading subjects...')).toHaveAttribute('role', 'status');
    expect(await within(dialog).findByText('3 categories · 5 subjects')).toBeInTheDocument();
    expect(seen).toEqual([PATH]);
    expect(screen.getByRole('tab', { name: 'All Subjects' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(cardTitles()).toEqual([
      'Algebra',
      'Calculus',
      'Quantum Mechanics',
      'Classical Mechanics',
      'World History',
    ]);
    expect(screen.getByText('Showing 5 of 5 subjects')).toBeInTheDocument();

    const calculus = screen.getByRole('region', { name: 'Calculus' });
    expect(within(calculus).getByText('Mathematics')).toBeInTheDocument();
    expect(within(calculus).getByText('Intermediate')).toBeInTheDocument();
    expect(within(calculus).getByText('10-12 weeks')).toBeInTheDocument();
    expect(within(calculus).getByText('2 sources')).toBeInTheDocument();
  });

  it('searches source names and filters by category and level', INTERACTIVE, async () => {
    stubDirectory(ok);
    const { user } = renderDirectory();
    await screen.findByText('Showing 5 of 5 subjects');

    await user.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'phet');
    expect(cardTitles()).toEqual(['Classical Mechanics']);
    expect(screen.getByText('Showing 1 of 5 subjects')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search subjects' }));
    await pick(user, 'Category', 'Physics');
    expect(cardTitles()).toEqual(['Quantum Mechanics', 'Classical Mechanics']);
    await pick(user, 'Level', 'Advanced');
    expect(cardTitles()).toEqual(['Quantum Mechanics']);

    await pick(user, 'Category', 'All Categories');
    await pick(user, 'Level', 'Intermediate');
    expect(cardTitles()).toEqual(['Calculus', 'World History']);
  });

  it('says so when nothing matches', INTERACTIVE, async () => {
    stubDirectory(ok);
    const { user } = renderDirectory();
    await screen.findByText('Showing 5 of 5 subjects');

    await user.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'astrology');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it(
    'expands a subject to its sources, each opening in a new tab, and folds it back',
    INTERACTIVE,
    async () => {
      stubDirectory(ok);
      const { user } = renderDirectory();
      const card = await screen.findByRole('region', { name: 'Classical Mechanics' });

      const toggle = within(card).getByRole('button', { name: 'View Sources & Details' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Show Less');

      const sources = within(within(card).getByRole('list', { name: 'Sources' })).getAllByRole(
        'listitem',
      );
      expect(sources).toHaveLength(3);
      expect(sources[0]).toHaveTextContent('Textbook');
      expect(sources[0]).toHaveTextContent('OpenStax University Physics');
      expect(sources[0]).toHaveTextContent('A free textbook.');
      const link = within(sources[0]!).getByRole('link', { name: 'Visit Source' });
      expect(link).toHaveAttribute(
        'href',
        'https://openstax.org/details/books/university-physics-volume-1',
      );
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('OpenStax University Physics');

      await user.click(toggle);
      expect(within(card).queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();
      expect(toggle).toHaveAccessibleName('View Sources & Details');
    },
  );

  it(
    'groups the filtered subjects under their categories in By Category',
    INTERACTIVE,
    async () => {
      stubDirectory(ok);
      const { user } = renderDirectory();
      await screen.findByText('Showing 5 of 5 subjects');

      await pick(user, 'Level', 'Intermediate');
      await user.click(screen.getByRole('tab', { name: 'By Category' }));
      const panel = screen.getByRole('tabpanel', { name: 'By Category' });
      expect(
        within(panel)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Mathematics', 'History']);
      const maths = within(panel).getByRole('region', { name: 'Mathematics' });
      expect(within(maths).getByText('Numbers and structure.')).toBeInTheDocument();
      expect(
        within(maths).getByRole('heading', { level: 4, name: 'Calculus' }),
      ).toBeInTheDocument();
    },
  );

  it(
    'shows an empty directory when the load fails, and loads it on Retry',
    INTERACTIVE,
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      stubDirectory(failure, ok);
      const { user } = renderDirectory();

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The subjects directory could not be loaded.',
      );
      expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
      expect(screen.getByText('0 categories · 0 subjects')).toBeInTheDocument();
      expect(cardTitles()).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('3 categories · 5 subjects')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(cardTitles()).toHaveLength(5);
    },
  );

  it('asks to close from its close button', async () => {
    stubDirectory(ok);
    const { user, onOpenChange } = renderDirectory();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
