import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import StudyPlansPage from '../components/study-plans-page';

function ChatHome() {
  const location = useLocation();
  return <p>Chat home{location.search}</p>;
}

/** Renders the Study Plans page at /study-plans, with / as a stand-in chat that shows its query. */
export function renderStudyPlans() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ChatHome /> },
      { path: '/study-plans', element: <StudyPlansPage /> },
    ],
    { initialEntries: ['/study-plans'] },
  );
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
