import { describe, expect, it } from 'vitest';
import { isScriptOrStyleAsset } from './security';

describe('isScriptOrStyleAsset', () => {
  it.each(['/assets/index-abc.js', '/assets/index-abc.css', '/assets/home-1.js?v=2'])(
    '%s is a built script or stylesheet',
    (url) => expect(isScriptOrStyleAsset(url)).toBe(true),
  );

  it.each([
    '/',
    '/index.html',
    '/assets/logo.svg',
    '/assets/pdf.worker-abc.js',
    '/theme-init.js',
    '/api/x.js',
    '/study-plans?next=/assets/a.js',
  ])('%s keeps the page headers', (url) => expect(isScriptOrStyleAsset(url)).toBe(false));
});
