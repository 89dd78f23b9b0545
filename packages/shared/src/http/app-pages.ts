import { EMAIL_LINK_PATHS } from '../auth/email-links';

// Plain values only: the web app's first bundle imports them (no schema may come along).

/**
 * Every page path the web app routes. The server answers 200 with the app for these and 404 (the
 * app's 'Page not found', so a link checker or a crawler learns the page does not exist) for any
 * other path; the web app's route table is checked against this list by its own test.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/study-plans',
  EMAIL_LINK_PATHS.verifyEmail,
  EMAIL_LINK_PATHS.resetPassword,
  '/privacy-policy',
  '/terms',
] as const;

/** Whether a path (query aside, a trailing slash allowed) is one of the app's pages. */
export function isAppPagePath(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return (APP_PAGE_PATHS as readonly string[]).includes(trimmed);
}
