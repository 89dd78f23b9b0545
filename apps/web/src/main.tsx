import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installGlobalErrorHandlers } from './lib/global-error-handlers';
import './styles/globals.css';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
