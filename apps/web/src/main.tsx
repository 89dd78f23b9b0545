import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installGlobalErrorHandlers } from './lib/global-error-handlers';
import './styles/globals.css';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
const root = createRoot(container);
// A transition renders in slices that yield to the browser between them, so the first render of
// the app (under the splash) never holds the main thread for long.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
