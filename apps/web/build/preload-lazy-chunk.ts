import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for a module the app imports lazily and for every
 * chunk it imports. The browser then fetches them beside the entry instead of after it has run:
 * the module still runs only when imported, but its code is already here.
 */
export function preloadLazyChunk(modulePath: string): Plugin {
  return {
    name: 'polymath:preload-lazy-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const lazyChunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(modulePath),
        );
        if (lazyChunk?.type !== 'chunk') {
          throw new Error(`No chunk of its own for ${modulePath}: is it still imported lazily?`);
        }
        const files = new Set<string>();
        const collect = (fileName: string): void => {
          const output = bundle[fileName];
          if (files.has(fileName) || output?.type !== 'chunk') return;
          files.add(fileName);
          output.imports.forEach(collect);
        };
        collect(lazyChunk.fileName);
        const missing = [...files].filter((file) => !html.includes(`/${file}"`));
        return missing.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
