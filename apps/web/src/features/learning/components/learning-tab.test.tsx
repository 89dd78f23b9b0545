import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import {
  learningRoutes,
  makeAnalytics,
  makePath,
  stubLearningServer,
} from '../testing/learning-server';
import LearningTab from './learning-tab';

function renderTab() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LearningTab /> },
      { path: '/study-plans', element: <p>Study Plans page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Learning tab', () => {
  it('summarises the learner’s study plans and opens Study Plans', async () => {
    const user = userEvent.setup();
    const path = makePath('p1', { title: 'React Basics', recommended: true, progress: 40 });
    stubLearningServer(
      learningRoutes({
        recommendations: [path],
        paths: [path],
        analytics: makeAnalytics({ totalInterests: 4, recommendedPaths: 1, averageProgress: 40 }),
      }),
    );
    const router = renderTab();

    const card = screen.getByRole('region', { name: 'Study Plans' });
    expect(await within(card).findByText('40%')).toBeInTheDocument();
    expect(within(card).getByText('4')).toBeInTheDocument();
    expect(within(card).getByText('React Basics')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Open Study Plans' }));
    expect(router.state.location.pathname).toBe('/study-plans');
  });

  it('opens the subjects directory and the adaptive paths', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderTab();

    await user.click(screen.getByRole('button', { name: 'All Subjects Directory' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Adaptive Learning Paths' }));
    expect(
      await screen.findByRole('dialog', { name: 'Adaptive Learning Paths' }),
    ).toBeInTheDocument();
  });
});
