import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type AliasOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { firstVisitBudget } from './build/first-visit-budget';
import { FIRST_VISIT_LAZY_MODULES, PERFORMANCE_BUDGET } from './build/performance-budget';
import { preloadLazyChunk } from './build/preload-lazy-chunk';
import { scriptsAfterFirstPaint } from './build/scripts-after-first-paint';

/** The API server the dev server forwards to (the same origin in production). */
const apiServer = 'http://localhost:3000';

/**
 * `vite build --mode profiling` (the benchmarks' build, never shipped): React's production build
 * ignores <Profiler>, its profiling build reports to it, so the app's root comes from there.
 */
const PROFILING_MODE = 'profiling';

function aliasesFor(mode: string): AliasOptions {
  const appSource = { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) };
  if (mode !== PROFILING_MODE) return [appSource];
  return [appSource, { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }];
}

/**
 * Brotli and gzip copies of every text file of the build (`x.js.br`, `x.js.gz`), made once here at
 * the highest levels, so the server sends them as they are (by the request's accept-encoding)
 * instead of compressing each response. A copy no smaller than its file is not written.
 */
const precompress = compression({
  include: /\.(js|css|html|svg|json|txt)$/,
  algorithms: ['brotliCompress', 'gzip'],
  threshold: 1024,
  logLevel: 'silent',
});

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The first screen's code loads while the splash's code runs, not after it.
    preloadLazyChunk('/src/app/routes/home-screen.tsx'),
    scriptsAfterFirstPaint(),
    // React's profiling build is larger than what visitors get: the budget is the shipped build's.
    mode === PROFILING_MODE
      ? null
      : firstVisitBudget({
          budget: PERFORMANCE_BUDGET,
          lazyModules: FIRST_VISIT_LAZY_MODULES,
          appRoot: fileURLToPath(new URL('.', import.meta.url)),
        }),
    precompress,
  ],
  resolve: {
    alias: aliasesFor(mode),
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/auth': apiServer,
      '/docs': apiServer,
      '/code-preview': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // React and the router change less often than the app: their own chunk stays cached across
        // deploys. Other libraries stay with the code that uses them, so lazy pages keep theirs.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // Icons shared by several pages would each be a file of a few hundred bytes (15 on a
            // first visit, each request with its headers): they go in a few files, grouped by the
            // pages that use them, small groups merged.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 12_000,
            },
          ],
        },
        // A group's files would be named after every page that shares them.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('icons~') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
}));
