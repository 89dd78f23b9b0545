import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Files share their worker's module cache and jsdom (no isolation): the setup file resets the
  // stores, storage, the document and every stub after each test, and setting up jsdom and the
  // imports once per file cost more than the tests themselves.
  test: {
    name: 'web',
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // The build's plugins are a project of their own, in Node (build/vitest.config.ts).
    exclude: ['**/node_modules/**', 'build/**'],
  },
});
