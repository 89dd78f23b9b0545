import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import StudyPlansPage from './study-plans-page';

describe('StudyPlansPage', () => {
  it('shows its title and subtitle, says Coming soon, and goes back to the chat', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Chat home</p> },
        { path: '/study-plans', element: <StudyPlansPage /> },
      ],
      { initialEntries: ['/study-plans'] },
    );
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Study Plans' })).toBeInTheDocument();
    expect(
      screen.getByText('Personalized learning paths based on your interests and knowledge gaps'),
    ).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(document.title).toContain('Study Plans');

    await user.click(screen.getByRole('link', { name: 'Back to Chat' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Chat home')).toBeInTheDocument();
  });
});
