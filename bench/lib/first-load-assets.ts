import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** The JavaScript and CSS files a browser fetches for the first page load. */
export interface FirstLoadAssets {
  scripts: string[];
  stylesheets: string[];
}

const COMMENT_PATTERN = /<!--[\s\S]*?-->/g;
const TAG_PATTERN = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE_PATTERN = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Lists the same-origin assets `index.html` loads up front: `<script src>`, `<link
 * rel=modulepreload>` and `<link rel=stylesheet>`. Chunks the app imports lazily are not in the
 * HTML and so are not counted.
 */
export function findFirstLoadAssets(html: string): FirstLoadAssets {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const markup = html.replace(COMMENT_PATTERN, '');
  for (const [, tagName, attributeText] of markup.matchAll(TAG_PATTERN)) {
    const attributes = parseAttributes(attributeText ?? '');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (tagName?.toLowerCase() === 'script') {
      addIfLocal(scripts, attributes.get('src'));
    } else if (rel.includes('modulepreload')) {
      addIfLocal(scripts, attributes.get('href'));
    } else if (rel.includes('stylesheet')) {
      addIfLocal(stylesheets, attributes.get('href'));
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** Sums the sizes of `files` (paths from the HTML, relative to `distDir`) gzipped at level 9. */
export async function gzippedSize(distDir: string, files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(join(distDir, file));
      const compressed = await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION });
      return compressed.byteLength;
    }),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, doubleQuoted, singleQuoted, unquoted] of text.matchAll(ATTRIBUTE_PATTERN)) {
    if (name) attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? unquoted ?? '');
  }
  return attributes;
}

/** Keeps paths served by our own server; absolute URLs (a CDN) are not part of our bundle. */
function addIfLocal(target: Set<string>, url: string | undefined): void {
  if (!url || /^([a-z][a-z0-9+.-]*:)?\/\//i.test(url) || url.startsWith('data:')) return;
  const path = url.split(/[?#]/)[0] ?? '';
  target.add(path.replace(/^\.?\//, ''));
}
