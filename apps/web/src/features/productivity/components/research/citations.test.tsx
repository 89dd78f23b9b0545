import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeReference, makeCitation, makeProject } from '../../testing/productivity-fixtures';
import { stubProductivityServer } from '../../testing/productivity-server';
import { pickOption, renderWithProviders } from '../../testing/render-productivity';
import { CitationList } from './citation-list';
import { ProjectList } from './project-list';

// The preview waits for typing to pause, then the server answers.
const PREVIEW = { timeout: 5000 };

describe('Research tab: projects and citations', { timeout: 20_000 }, () => {
  it('creates a project from New Project', async () => {
    const { seen } = stubProductivityServer();
    const { user } = renderWithProviders(<ProjectList />);
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = screen.getByRole('dialog', { name: 'New Project' });
    const create = within(dialog).getByRole('button', { name: 'Create Project' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Thesis');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'phd, ml');
    await user.type(within(dialog).getByLabelText('Deadline'), '2026-06-30');
    await user.click(create);

    const card = await screen.findByRole('listitem', { name: 'Thesis' });
    expect(card).toHaveTextContent('Status: Active');
    expect(card).toHaveTextContent(/Deadline Jun 30, 2026/);
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Thesis',
      description: '',
      tags: ['phd', 'ml'],
      deadline: '2026-06-30',
      status: 'active',
    });
  });

  it(
    'previews the citation as typed in the chosen style, copies it, and creates it',
    { timeout: 40_000 },
    async () => {
      const project = makeProject({ title: 'Thesis' });
      const { seen } = stubProductivityServer({ projects: [project] });
      const { user } = renderWithProviders(<CitationList />);
      await user.click(screen.getByRole('button', { name: 'New Citation' }));
      const dialog = within(screen.getByRole('dialog', { name: 'New Citation' }));
      const preview = dialog.getByRole('region', { name: /Preview \(APA\)/ });
      expect(preview).toHaveTextContent('The reference appears here as you fill in the source.');
      expect(dialog.getByRole('button', { name: 'Create Citation' })).toBeDisabled();

      await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Deep');
      await user.type(dialog.getByRole('textbox', { name: 'Authors' }), 'Ann Lee, Bo Ma');
      const apa = fakeReference('APA', { title: 'Deep', authors: ['Ann Lee', 'Bo Ma'] });
      await waitFor(() => expect(preview).toHaveTextContent(apa), PREVIEW);

      await pickOption(user, 'Citation style', 'MLA', dialog);
      expect(dialog.getByRole('region', { name: /Preview \(MLA\)/ })).toHaveTextContent(
        fakeReference('MLA', { title: 'Deep', authors: ['Ann Lee', 'Bo Ma'] }),
      );
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await user.click(dialog.getByRole('button', { name: 'Copy Citation' }));
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('[MLA]'));

      await user.type(dialog.getByRole('textbox', { name: 'DOI' }), 'x');
      expect(dialog.getByText('Enter a DOI such as 10.1000/xyz123')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Create Citation' })).toBeDisabled();
      await user.clear(dialog.getByRole('textbox', { name: 'DOI' }));
      await pickOption(user, 'Project', 'Thesis', dialog);
      await user.click(dialog.getByRole('button', { name: 'Create Citation' }));

      const card = await screen.findByRole('listitem', { name: 'Deep' });
      expect(within(card).getByRole('blockquote')).toHaveTextContent(
        '[MLA] Ann Lee & Bo Ma. Deep.',
      );
      expect(card).toHaveTextContent('Project: Thesis');
      const formatCalls = seen.filter((request) => request.path.endsWith('/citations/format'));
      expect(formatCalls.length).toBeGreaterThan(0);
      expect(formatCalls.length).toBeLessThan(4);
      expect(
        seen.find((request) => request.method === 'POST' && request.path.endsWith('/citations'))
          ?.body,
      ).toEqual({
        title: 'Deep',
        authors: ['Ann Lee', 'Bo Ma'],
        sourceType: 'website',
        citationStyle: 'MLA',
        tags: [],
        projectId: project.id,
      });
    },
  );

  it('reads authors typed "Family, Given", as reference managers export them', async () => {
    const { seen } = stubProductivityServer();
    const { user } = renderWithProviders(<CitationList />);
    await user.click(screen.getByRole('button', { name: 'New Citation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New Citation' }));
    const authors = dialog.getByRole('textbox', { name: 'Authors' });
    expect(authors).toHaveAccessibleDescription(
      'Separate authors with commas or semicolons; write each as “Thomas S. Kuhn”, “Kuhn, Thomas S.” or an organisation’s name',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Paradigms');
    await user.type(authors, 'Kuhn, Thomas S., Ian Hacking');
    const expected = ['Kuhn, Thomas S.', 'Ian Hacking'];
    await waitFor(
      () =>
        expect(dialog.getByRole('region', { name: /Preview \(APA\)/ })).toHaveTextContent(
          fakeReference('APA', { title: 'Paradigms', authors: expected }),
        ),
      PREVIEW,
    );
    await user.click(dialog.getByRole('button', { name: 'Create Citation' }));
    await screen.findByRole('listitem', { name: 'Paradigms' });
    expect(
      seen.find((request) => request.method === 'POST' && request.path.endsWith('/citations'))
        ?.body,
    ).toMatchObject({ title: 'Paradigms', authors: expected });
  });

  it('switches a citation’s style on the server and shows it reformatted', async () => {
    const citation = makeCitation({
      title: 'Attention Is All You Need',
      authors: ['Ashish Vaswani'],
    });
    const { seen } = stubProductivityServer({ citations: [citation] });
    const { user } = renderWithProviders(<CitationList />);
    const card = await screen.findByRole('listitem', { name: 'Attention Is All You Need' });
    expect(within(card).getByRole('blockquote')).toHaveTextContent('[APA]');

    await pickOption(user, 'Style', 'Chicago', within(card));
    await waitFor(() =>
      expect(within(card).getByRole('blockquote')).toHaveTextContent('[Chicago] Ashish Vaswani.'),
    );
    expect(seen.find((request) => request.method === 'PATCH')).toMatchObject({
      path: `/api/productivity/research/citations/${citation.id}`,
      body: { citationStyle: 'Chicago' },
    });
  });

  it('filters the citations by project', async () => {
    const project = makeProject({ title: 'Thesis' });
    const { seen } = stubProductivityServer({
      projects: [project],
      citations: [
        makeCitation({ title: 'In thesis', projectId: project.id }),
        makeCitation({ title: 'Loose' }),
      ],
    });
    const { user } = renderWithProviders(<CitationList />);
    await screen.findByRole('listitem', { name: 'Loose' });
    await pickOption(user, 'Project', 'Thesis');
    await waitFor(() => expect(seen.at(-1)?.search).toContain(`projectId=${project.id}`));
    expect(await screen.findByRole('listitem', { name: 'In thesis' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Loose' })).not.toBeInTheDocument();
    expect(seen.at(-1)?.search).toContain(`projectId=${project.id}`);
  });
});
