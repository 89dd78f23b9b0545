import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATIC_DATA_WARNING } from '../api/get-study-plans';
import {
  learningRoutes,
  makeAnalytics,
  makePath,
  makeResource,
  pathWriteRoutes,
  stubLearningServer,
} from '../testing/learning-server';
import { renderStudyPlans } from '../testing/render-study-plans';

function progressOf(card: HTMLElement): string | null {
  return within(card).getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow');
}

describe('Study Plans page', () => {
  it('shows its header, starts on Recommendations, and goes back to the chat', async () => {
    const user = userEvent.setup();
    stubLearningServer(learningRoutes({}));
    const { router } = renderStudyPlans();

    expect(screen.getByRole('heading', { level: 1, name: 'Study Plans' })).toBeInTheDocument();
    expect(
      screen.getByText('Personalized learning paths based on your interests and knowledge gaps'),
    ).toBeInTheDocument();
    expect(document.title).toContain('Study Plans');
    expect(await screen.findByRole('tab', { name: 'Recommendations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Recommendations',
      'Wikipedia Learning',
      'Interests',
      'Knowledge Gaps',
      'Search',
      'All Paths',
    ]);

    await user.click(screen.getByRole('link', { name: 'Back to Chat' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('makes the five learning calls and the encyclopedia call together on load', async () => {
    const seen = stubLearningServer(learningRoutes({}));
    renderStudyPlans();
    await screen.findByRole('tab', { name: 'Recommendations' });
    expect(seen.map((request) => request.path).sort()).toEqual([
      '/api/learning-paths/all',
      '/api/learning-paths/analytics',
      '/api/learning-paths/gaps',
      '/api/learning-paths/interests',
      '/api/learning-paths/recommendations',
      '/api/wikipedia-knowledge',
    ]);
  });

  it('falls back to the sample paths, with the console text, when the paths cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubLearningServer({
      'GET /api/learning-paths/recommendations': () =>
        Response.json({ recommendations: [makePath('server', { recommended: true })] }),
    });
    renderStudyPlans();

    expect(
      await screen.findByRole('region', { name: 'JavaScript Fundamentals' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Path server' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(STATIC_DATA_WARNING);
    expect(STATIC_DATA_WARNING).toBe('API endpoints not available, using static data');
    expect(screen.getByRole('note')).toHaveTextContent('Showing sample learning paths');
    expect(screen.getByRole('region', { name: 'Learning Analytics' })).toBeInTheDocument();
  });

  it('shows the server’s recommendations with 5 topics, 3 resources and a Get AI Help hand-off', async () => {
    const user = userEvent.setup();
    const path = makePath('p1', {
      title: 'React Basics',
      recommended: true,
      topics: ['a', 'b', 'c', 'd', 'e', 'f'],
      resources: ['r1', 'r2', 'r3', 'r4'].map((id) => makeResource(id)),
    });
    stubLearningServer(learningRoutes({ recommendations: [path], paths: [path] }));
    const { router } = renderStudyPlans();

    const card = await screen.findByRole('region', { name: 'React Basics' });
    expect(
      within(within(card).getByRole('list', { name: 'Topics' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(
      within(within(card).getByRole('list', { name: 'Resources' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(within(card).getAllByRole('link', { name: 'Open' })[0]).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(card).getByRole('button', { name: 'Start Learning Path' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Get AI Help' }));
    const question = new URLSearchParams(router.state.location.search).get('q');
    expect(router.state.location.pathname).toBe('/');
    expect(question).toContain('key concepts');
    expect(question).toContain('React Basics');
  });

  it('says there are no recommendations yet', async () => {
    stubLearningServer(learningRoutes({ paths: [makePath('p1')] }));
    renderStudyPlans();
    expect(
      await screen.findByText(
        "No personalized recommendations yet. Start chatting about topics you're interested in!",
      ),
    ).toBeInTheDocument();
  });

  it('folds the analytics figures behind Show details, which says whether they are open', async () => {
    stubLearningServer(learningRoutes({ paths: [makePath('p1')] }));
    renderStudyPlans();
    const analytics = await screen.findByRole('region', { name: 'Learning Analytics' });
    const toggle = within(analytics).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const figures = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(within(figures!).getByText('Recommended paths')).toBeInTheDocument();

    await userEvent.setup().click(toggle);
    expect(within(analytics).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('hides the analytics card when the server has none', async () => {
    stubLearningServer({
      ...learningRoutes({}),
      'GET /api/learning-paths/analytics': () =>
        Response.json({ success: false, error: 'Boom', code: 'INTERNAL' }, { status: 500 }),
    });
    renderStudyPlans();
    await screen.findByText(/No personalized recommendations yet/);
    expect(screen.queryByRole('region', { name: 'Learning Analytics' })).not.toBeInTheDocument();
  });

  it('completes a resource once, recomputes progress and reloads the analytics a second later', async () => {
    const user = userEvent.setup();
    const path = makePath('p1', { title: 'React Basics', recommended: true });
    let analyticsCalls = 0;
    const seen = stubLearningServer({
      ...learningRoutes({ recommendations: [path], paths: [path] }),
      'GET /api/learning-paths/analytics': () => {
        analyticsCalls += 1;
        return Response.json({
          analytics: makeAnalytics({ completedResources: analyticsCalls > 1 ? 1 : 0 }),
        });
      },
      ...pathWriteRoutes([path]),
    });
    renderStudyPlans();

    const card = await screen.findByRole('region', { name: 'React Basics' });
    expect(progressOf(card)).toBe('0');
    const [first] = within(card).getAllByRole('button', { name: 'Complete' });
    await user.click(first!);

    expect(progressOf(card)).toBe('50');
    expect(first).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Continue Learning' })).toBeInTheDocument();
    expect(seen.find((request) => request.path.endsWith('complete-resource'))?.body).toEqual({
      pathId: 'p1',
      resourceId: 'p1-r1',
    });
    const analytics = screen.getByRole('region', { name: 'Learning Analytics' });
    await waitFor(() => expect(within(analytics).getByText('1 / 4')).toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(analyticsCalls).toBe(2);
  });

  it('starts a path: progress 15, the plan posted to the chat, and the plan shown', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const path = makePath('p1', { title: 'React Basics', recommended: true });
    const seen = stubLearningServer({
      ...learningRoutes({ recommendations: [path], paths: [path] }),
      ...pathWriteRoutes([path]),
      'POST /api/chat': () => Response.json({ success: false, error: 'Down' }, { status: 503 }),
    });
    const { router } = renderStudyPlans();

    const card = await screen.findByRole('region', { name: 'React Basics' });
    await user.click(within(card).getByRole('button', { name: 'Start Learning Path' }));

    const dialog = await screen.findByRole('dialog', { name: 'Study Plan: React Basics' });
    expect(within(dialog).getByText(/Resource p1-r1/)).toBeInTheDocument();
    expect(progressOf(card)).toBe('15');
    expect(seen.find((request) => request.path.endsWith('update-progress'))?.body).toEqual({
      pathId: 'p1',
      progress: 15,
    });
    const chat = seen.find((request) => request.path === '/api/chat');
    expect(chat?.body).toMatchObject({ sender: 'assistant' });
    expect((chat?.body as { conversationId: string }).conversationId).toMatch(
      /^study-plan-p1-\d+$/,
    );
    expect((chat?.body as { message: string }).message).toContain('React Basics');

    await user.click(within(dialog).getByRole('button', { name: 'Copy Plan' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Study Plan: React Basics'));
    expect(alert).toHaveBeenCalledWith('Study plan copied to clipboard!');

    await user.click(within(dialog).getByRole('button', { name: 'Go to Chat' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('says the path is activated and shows progress 15 when the server refuses the start', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const path = makePath('p1', { title: 'React Basics', recommended: true });
    stubLearningServer(learningRoutes({ recommendations: [path], paths: [path] }));
    renderStudyPlans();

    const card = await screen.findByRole('region', { name: 'React Basics' });
    await user.click(within(card).getByRole('button', { name: 'Start Learning Path' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Learning path "React Basics" activated! Your study plan is being prepared...',
      ),
    );
    expect(progressOf(card)).toBe('15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
