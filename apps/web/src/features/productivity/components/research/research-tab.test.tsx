import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeChatAnswer, makeProject } from '../../testing/productivity-fixtures';
import { stubProductivityServer } from '../../testing/productivity-server';
import { renderWithProviders } from '../../testing/render-productivity';
import { useResearchStore } from '../../stores/research-store';
import { ResearchTab } from './research-tab';

const researchBox = () => screen.getByRole('region', { name: 'AI Research' });
// The first answer rendered from markdown takes a moment on a busy machine.
const SLOW = { timeout: 5000 };

describe('Research tab: AI research', { timeout: 20_000 }, () => {
  afterEach(() => useResearchStore.setState({ result: null }));

  it('offers the four suggestions and keeps Research disabled while the question is blank', async () => {
    stubProductivityServer();
    const { user } = renderWithProviders(<ResearchTab />);
    const box = within(researchBox());
    expect(
      within(box.getByRole('list', { name: 'Suggestions' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Latest AI developments',
      'Renewable energy trends',
      'Scientific breakthroughs 2024',
      'Market analysis reports',
    ]);
    const research = box.getByRole('button', { name: 'Research' });
    expect(research).toBeDisabled();
    await user.type(box.getByRole('textbox', { name: 'Research question' }), '   ');
    expect(research).toBeDisabled();
    await user.click(box.getByRole('button', { name: 'Renewable energy trends' }));
    expect(box.getByRole('textbox', { name: 'Research question' })).toHaveValue(
      'Renewable energy trends',
    );
    expect(research).toBeEnabled();
  });

  it('asks the chat in research mode, shows the results card, and adds the project it made', async () => {
    let answer!: (response: Response) => void;
    const project = makeProject({
      title: 'Renewable energy trends',
      tags: ['ai-generated', 'research'],
    });
    const projects: (typeof project)[] = [];
    const { seen } = stubProductivityServer(
      {},
      {
        'POST /api/chat': () => new Promise<Response>((resolve) => (answer = resolve)),
        'GET /api/productivity/research/projects': () =>
          Response.json({ projects, total: projects.length }),
      },
    );
    const { user } = renderWithProviders(<ResearchTab />);
    const box = within(researchBox());
    await user.click(box.getByRole('button', { name: 'Renewable energy trends' }));
    await user.click(box.getByRole('button', { name: 'Research' }));

    // Busy: the button waits for the answer.
    expect(box.getByRole('button', { name: 'Researching...' })).toBeDisabled();
    const sent = seen.find((request) => request.path === '/api/chat');
    expect(sent?.body).toEqual({
      message: 'Renewable energy trends',
      conversationId: expect.stringMatching(/^research-\d{13}$/) as unknown,
      useWebSearch: true,
      researchMode: true,
    });

    projects.push(project);
    answer(
      Response.json(
        makeChatAnswer('Solar is **growing** fast.', {
          sources: [
            {
              source: 'Solar power (https://en.wikipedia.org/wiki/Solar_power)',
              reliability: 0.9,
              content: 'Solar power is…',
            },
            { source: 'Energy almanac', reliability: 0.6, content: 'Figures for 2024.' },
          ],
          researchProject: project,
        }),
      ),
    );

    const card = await screen.findByRole('article', { name: 'Renewable energy trends' }, SLOW);
    expect(within(card).getByText('growing').tagName).toBe('STRONG');
    const sources = within(card).getByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: /Solar power/ })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Solar_power',
    );
    expect(sources).toHaveTextContent('Solar power is…');
    expect(sources).toHaveTextContent('Energy almanac');
    expect(within(card).getByRole('time')).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: 'Renewable energy trends' }),
    ).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Research' })).toBeEnabled();
  });

  it("saves the result as a note prefilled 'Research: <query>', research, research and ai-generated", async () => {
    const { seen } = stubProductivityServer(
      {},
      {
        'POST /api/chat': () =>
          Response.json(
            makeChatAnswer('Models keep getting better.', {
              sources: [
                { source: 'https://example.org/ai', reliability: 0.7, content: 'An overview.' },
              ],
            }),
          ),
      },
    );
    const { user } = renderWithProviders(<ResearchTab />);
    const box = within(researchBox());
    await user.type(
      box.getByRole('textbox', { name: 'Research question' }),
      'Latest AI developments{Enter}',
    );
    const card = await screen.findByRole('article', { name: 'Latest AI developments' }, SLOW);

    await user.click(within(card).getByRole('button', { name: 'Save as Note' }));
    const dialog = screen.getByRole('dialog', { name: 'New Note' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Research: Latest AI developments',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Research',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Tags' })).toHaveValue(
      'research, ai-generated',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveValue(
      'Models keep getting better.\n\nSources:\n- ai (https://example.org/ai)\n  An overview.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Note' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Note' })).not.toBeInTheDocument(),
    );
    expect(
      seen.find(
        (request) => request.path === '/api/productivity/notes' && request.method === 'POST',
      )?.body,
    ).toEqual({
      title: 'Research: Latest AI developments',
      content:
        'Models keep getting better.\n\nSources:\n- ai (https://example.org/ai)\n  An overview.',
      category: 'research',
      tags: ['research', 'ai-generated'],
    });

    await user.click(within(card).getByRole('button', { name: 'Clear Results' }));
    expect(
      screen.queryByRole('article', { name: 'Latest AI developments' }),
    ).not.toBeInTheDocument();
  });

  it('says when the research fails (and logs its status), and lets the user try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubProductivityServer(
      {},
      {
        'POST /api/chat': () =>
          Response.json(
            { success: false, error: 'Too many messages', code: 'RATE_LIMITED' },
            { status: 429 },
          ),
      },
    );
    const { user } = renderWithProviders(<ResearchTab />);
    const box = within(researchBox());
    await user.type(
      box.getByRole('textbox', { name: 'Research question' }),
      'Market analysis reports{Enter}',
    );
    expect(await box.findByRole('alert')).toHaveTextContent(
      'The research could not be done: Too many messages',
    );
    expect(box.getByRole('button', { name: 'Research' })).toBeEnabled();
    expect(warn).toHaveBeenCalledWith(
      '[productivity] research failed (status 429):',
      'Too many messages',
    );
  });
});
