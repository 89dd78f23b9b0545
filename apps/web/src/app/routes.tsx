import type { RouteObject } from 'react-router';
import { EMAIL_LINK_PATHS } from '@polymath/shared';
import HomePage from './routes/home-page';
import NotFoundPage from './routes/not-found-page';
import { PanelFallback } from './routes/panel-fallback';
import RouteErrorPage from './routes/route-error-page';

/** Every page of the app. Only / is in the first bundle; the others load when visited. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PanelFallback />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/study-plans',
        lazy: async () => ({
          Component: (await import('@/features/learning/components/study-plans-page')).default,
        }),
      },
      {
        path: EMAIL_LINK_PATHS.verifyEmail,
        lazy: async () => ({
          Component: (await import('@/features/auth/components/email-links/verify-email-page'))
            .default,
        }),
      },
      {
        path: EMAIL_LINK_PATHS.resetPassword,
        lazy: async () => ({
          Component: (await import('@/features/auth/components/email-links/reset-password-page'))
            .default,
        }),
      },
      {
        path: '/privacy-policy',
        lazy: async () => ({ Component: (await import('@/features/legal')).PrivacyPolicyPage }),
      },
      {
        path: '/terms',
        lazy: async () => ({ Component: (await import('@/features/legal')).TermsPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
