import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The browser router over the app's routes. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
