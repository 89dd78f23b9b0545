import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { makeNote } from '../../testing/productivity-fixtures';
import { stubProductivityServer } from '../../testing/productivity-server';
import { pickOption, renderWithProviders } from '../../testing/render-productivity';
import { NotesTab } from './notes-tab';

const noteCard = (title: string) => screen.getByRole('listitem', { name: title });

async function openNewNote(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getAllByRole('button', { name: 'New Note' })[0]!);
  return screen.getByRole('dialog', { name: 'New Note' });
}

describe('Notes tab (Smart Notes)', { timeout: 20_000 }, () => {
  it('says so when there are no notes', async () => {
    stubProductivityServer();
    renderWithProviders(<NotesTab />);
    expect(screen.getByRole('heading', { name: 'Smart Notes' })).toBeInTheDocument();
    expect(
      await screen.findByText('No notes yet. Create your first note to get started!'),
    ).toBeInTheDocument();
  });

  it("alerts 'Please fill in both title and content' and sends nothing while either is blank", async () => {
    const { seen } = stubProductivityServer();
    const { user } = renderWithProviders(<NotesTab />);
    const dialog = await openNewNote(user);

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Only a title');
    await user.click(within(dialog).getByRole('button', { name: 'Create Note' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please fill in both title and content',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Note' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please fill in both title and content',
    );
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('creates a note with its category and tags, shown as a card', async () => {
    const { seen } = stubProductivityServer();
    const { user } = renderWithProviders(<NotesTab />);
    const dialog = await openNewNote(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Meeting notes');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Content' }),
      'We agreed on the plan.',
    );
    await pickOption(user, 'Category', 'Meeting', within(dialog));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'team, plan');
    await user.click(within(dialog).getByRole('button', { name: 'Create Note' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Note' })).not.toBeInTheDocument(),
    );
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Meeting notes',
      content: 'We agreed on the plan.',
      category: 'meeting',
      tags: ['team', 'plan'],
    });
    const card = await screen.findByRole('listitem', { name: 'Meeting notes' });
    expect(card).toHaveTextContent('Category: Meeting');
    expect(card).toHaveTextContent('5 words');
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent('#team#plan');
  });

  it('shows the §8 alerts when the note cannot be created', async () => {
    let answer: () => Response | Promise<Response> = () =>
      Response.json(
        { success: false, error: 'Storage full', code: 'QUOTA_EXCEEDED' },
        { status: 413 },
      );
    stubProductivityServer({}, { 'POST /api/productivity/notes': () => answer() });
    const { user } = renderWithProviders(<NotesTab />);
    const dialog = await openNewNote(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Idea');
    await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'Text');
    const create = within(dialog).getByRole('button', { name: 'Create Note' });

    await user.click(create);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create note: Storage full',
    );

    answer = () => Response.json({ success: false, error: '', code: 'INTERNAL' }, { status: 500 });
    await user.click(create);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to create note: Unknown error',
      ),
    );

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(create);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to create note. Please try again.',
      ),
    );
  });

  it('shows a card’s first 200 characters, summary, category, updated date, word count and tags', async () => {
    const content = `${'a'.repeat(199)}bc and more after the preview`;
    stubProductivityServer({
      notes: [
        makeNote({
          title: 'Long one',
          content,
          summary: 'A short summary.',
          category: 'study',
          tags: ['exam'],
          wordCount: 5,
          updatedAt: '2025-02-03T10:00:00.000Z',
        }),
      ],
    });
    renderWithProviders(<NotesTab />);
    const card = await screen.findByRole('listitem', { name: 'Long one' });
    expect(within(card).getByText(`${'a'.repeat(199)}b…`)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('more after the preview');
    expect(card).toHaveTextContent('Summary: A short summary.');
    expect(card).toHaveTextContent('Category: Study');
    expect(card).toHaveTextContent(/Updated Feb 3, 2025/);
    expect(card).toHaveTextContent('5 words');
    expect(card).toHaveTextContent('#exam');
  });

  it('searches on the server with q once typing pauses, and filters by category', async () => {
    const { seen } = stubProductivityServer({
      notes: [
        makeNote({ title: 'Photosynthesis', content: 'Light into sugar', category: 'study' }),
        makeNote({ title: 'Groceries', content: 'Milk and bread', category: 'personal' }),
      ],
    });
    const { user } = renderWithProviders(<NotesTab />);
    await screen.findByRole('listitem', { name: 'Groceries' });

    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'sugar');
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Groceries' })).not.toBeInTheDocument(),
    );
    expect(noteCard('Photosynthesis')).toBeInTheDocument();
    // Typing pauses are the machine's: each search sent is what was typed so far, the last one all.
    const searches = seen
      .filter((request) => request.search.includes('q='))
      .map((request) => new URLSearchParams(request.search).get('q') ?? '');
    expect(searches.at(-1)).toBe('sugar');
    expect(searches.every((q) => 'sugar'.startsWith(q))).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search notes' }));
    await pickOption(user, 'Category', 'Personal');
    // The emptied search reaches the server once typing has paused.
    expect(await screen.findByRole('listitem', { name: 'Groceries' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Photosynthesis' })).not.toBeInTheDocument();
    expect(seen.at(-1)?.search).toContain('category=personal');
    expect(seen.at(-1)?.search).not.toContain('q=');
  });

  it('stars and unstars a note (a pressed toggle) by changing isBookmarked only', async () => {
    const note = makeNote({ title: 'Keeper', tags: ['mine'], category: 'ideas' });
    const { seen, data } = stubProductivityServer({ notes: [note] });
    const { user } = renderWithProviders(<NotesTab />);
    const star = within(await screen.findByRole('listitem', { name: 'Keeper' })).getByRole(
      'button',
      {
        name: 'Star',
      },
    );
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(star).toBeEnabled());
    expect(seen.find((request) => request.method === 'PATCH')).toMatchObject({
      path: `/api/productivity/notes/${note.id}`,
      body: { isBookmarked: true },
    });
    expect(data.notes[0]).toMatchObject({ isBookmarked: true, tags: ['mine'], category: 'ideas' });

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(seen.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({
      isBookmarked: false,
    });
  });

  it('edits a note', async () => {
    const note = makeNote({ title: 'Draft', content: 'First version' });
    const { seen } = stubProductivityServer({ notes: [note] });
    const { user } = renderWithProviders(<NotesTab />);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Draft' })).getByRole('button', {
        name: 'Edit',
      }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Edit Note' });
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    expect(content).toHaveValue('First version');
    await user.clear(content);
    await user.type(content, 'Second version');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));

    expect(await screen.findByText('Second version')).toBeInTheDocument();
    expect(seen.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      title: 'Draft',
      content: 'Second version',
    });
  });
});
