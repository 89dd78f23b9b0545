import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resetStores, STORES } from './reset-stores';

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `const useX = create…` in every app module that imports zustand's React binding. */
function declaredStores(): { name: string; file: string }[] {
  return sourceFiles(SOURCE).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    if (!/from 'zustand'/.test(text)) return [];
    return [...text.matchAll(/const (use\w+) = create\b/g)].map((match) => ({
      name: match[1]!,
      file: relative(SOURCE, file),
    }));
  });
}

describe('resetStores', () => {
  it('knows every store the app declares', () => {
    const stores = declaredStores();
    expect(stores.length).toBeGreaterThan(10);
    const missing = stores.filter(({ name }) => !(name in STORES));
    expect(missing).toEqual([]);
  });

  it('puts a store back to its first state', () => {
    STORES.usePrivacyDialogStore.setState({ isOpen: true });
    resetStores();
    expect(STORES.usePrivacyDialogStore.getState().isOpen).toBeNull();
  });
});
