import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';
import { preloadLazyChunk } from './preload-lazy-chunk';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** Runs a plugin's transformIndexHtml handler as Vite's build does. */
function transform(plugin: Plugin, html: string, bundle?: Bundle) {
  const hook = plugin.transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('Expected an ordered hook.');
  const context = {
    path: '/index.html',
    filename: 'index.html',
    bundle,
  } as IndexHtmlTransformContext;
  return (hook.handler as (html: string, context: IndexHtmlTransformContext) => unknown)(
    html,
    context,
  );
}

/** A built chunk as Rolldown describes it, with only what the plugin reads. */
function chunk(fileName: string, imports: string[], facadeModuleId: string | null = null) {
  return { type: 'chunk', fileName, imports, facadeModuleId } as unknown as Bundle[string];
}

const ENTRY_HTML = `<head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
</head>`;

describe('preloadLazyChunk', () => {
  it('preloads the lazy chunk and every chunk it imports that the page does not load already', () => {
    const bundle: Bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', ['assets/react-b.js'], '/app/src/main.tsx'),
      'assets/react-b.js': chunk('assets/react-b.js', []),
      'assets/home-d.js': chunk(
        'assets/home-d.js',
        ['assets/react-b.js', 'assets/schemas-e.js'],
        '/app/src/app/routes/home-screen.tsx',
      ),
      'assets/schemas-e.js': chunk('assets/schemas-e.js', ['assets/zod-f.js']),
      'assets/zod-f.js': chunk('assets/zod-f.js', []),
      'assets/study-plans-g.js': chunk('assets/study-plans-g.js', [], '/app/src/study.tsx'),
    };

    const tags = transform(
      preloadLazyChunk('/src/app/routes/home-screen.tsx'),
      ENTRY_HTML,
      bundle,
    ) as HtmlTagDescriptor[];

    expect(tags.map((tag) => tag.attrs?.href)).toEqual([
      '/assets/home-d.js',
      '/assets/schemas-e.js',
      '/assets/zod-f.js',
    ]);
    expect(tags.every((tag) => tag.attrs?.rel === 'modulepreload')).toBe(true);
  });

  it('fails the build when the module has no chunk of its own any more', () => {
    const bundle: Bundle = { 'assets/index-a.js': chunk('assets/index-a.js', [], '/main.tsx') };
    expect(() => transform(preloadLazyChunk('/home-screen.tsx'), ENTRY_HTML, bundle)).toThrow(
      /home-screen/,
    );
  });
});

describe('scriptsAfterFirstPaint', () => {
  it('gives the module scripts and their preloads a low fetch priority, not the stylesheet', () => {
    const html = transform(scriptsAfterFirstPaint(), ENTRY_HTML) as string;
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  });
});
