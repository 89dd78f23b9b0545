import type { Plugin } from 'vite';

const MODULE_SCRIPT_TAGS =
  /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * Marks the app's module scripts and their preloads `fetchpriority="low"` in index.html. The first
 * paint needs only the page and its stylesheet: index.html draws the splash's first frame itself,
 * and the scripts take it over when they have run. At low priority they no longer compete with the
 * stylesheet for the connection, so the splash appears sooner.
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'polymath:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(MODULE_SCRIPT_TAGS, '<$1 fetchpriority="low"'),
    },
  };
}
