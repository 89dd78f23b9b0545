import { relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { type PerformanceBudget } from './performance-budget';

/** What the check reads of a built chunk (Rolldown's OutputChunk has these and more). */
export interface BuiltChunk {
  fileName: string;
  /** The module the chunk stands for, when it is an entry (relative to the app's folder). */
  facadeModule: string | null;
  isEntry: boolean;
  /** Chunks it imports statically: they load with it. */
  imports: string[];
  /** Stylesheets it brings. */
  css: string[];
  /** Minified size. */
  bytes: number;
  /** Its modules' minified sizes, by module (relative to the app's folder, or `npm:package`). */
  modules: Record<string, number>;
}

export interface FirstVisit {
  scripts: string[];
  styles: string[];
}

/** The chunks and stylesheets of the entry and of `lazyModules`, each with what it imports. */
export function firstVisitOf(chunks: BuiltChunk[], lazyModules: string[]): FirstVisit {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || scripts.has(fileName)) return;
    scripts.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  for (const module of lazyModules) {
    const chunk = chunks.find((candidate) => candidate.facadeModule === module);
    if (!chunk) throw new Error(`No chunk of its own for ${module}: is it still imported lazily?`);
    visit(chunk.fileName);
  }
  const styles = new Set([...scripts].flatMap((fileName) => byFile.get(fileName)?.css ?? []));
  return { scripts: [...scripts], styles: [...styles] };
}

/** The largest contributors to a set of chunks, by package or app module, largest first. */
export function largestModules(chunks: BuiltChunk[], count: number): [string, number][] {
  const sizes = new Map<string, number>();
  for (const chunk of chunks) {
    for (const [module, bytes] of Object.entries(chunk.modules)) {
      sizes.set(module, (sizes.get(module) ?? 0) + bytes);
    }
  }
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, count);
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Every way the build is over its budget, each a sentence naming the figure, the limit and what
 * makes it up; empty when it is within. `compressedBytes` gives the transferred (brotli) size of
 * each first-visit file.
 */
export function budgetOverruns(
  chunks: BuiltChunk[],
  firstVisit: FirstVisit,
  compressedBytes: Map<string, number>,
  budget: PerformanceBudget,
): string[] {
  const overruns: string[] = [];
  const total = (files: string[]) =>
    files.reduce((sum, file) => sum + (compressedBytes.get(file) ?? 0), 0);
  const scriptBytes = total(firstVisit.scripts);
  if (scriptBytes > budget.firstVisitScriptBytes) {
    const firstVisitChunks = chunks.filter((chunk) => firstVisit.scripts.includes(chunk.fileName));
    const largest = largestModules(firstVisitChunks, 15)
      .map(([module, bytes]) => `  ${module}: ${kilobytes(bytes)} minified`)
      .join('\n');
    overruns.push(
      `The first visit's JavaScript is ${kilobytes(scriptBytes)} (brotli), over its budget of ` +
        `${kilobytes(budget.firstVisitScriptBytes)}. Load what grew after the first screen or ` +
        `on first use. Its largest modules:\n${largest}`,
    );
  }
  const styleBytes = total(firstVisit.styles);
  if (styleBytes > budget.firstVisitStyleBytes) {
    overruns.push(
      `The first visit's stylesheets are ${kilobytes(styleBytes)} (brotli), over their budget ` +
        `of ${kilobytes(budget.firstVisitStyleBytes)}: ${firstVisit.styles.join(', ')}.`,
    );
  }
  for (const chunk of chunks) {
    if (firstVisit.scripts.includes(chunk.fileName)) continue;
    const limit =
      (chunk.facadeModule && budget.lazyChunkExceptions[chunk.facadeModule]) ||
      budget.lazyChunkBytes;
    if (chunk.bytes <= limit) continue;
    const largest = largestModules([chunk], 5)
      .map(([module, bytes]) => `${module} ${kilobytes(bytes)}`)
      .join(', ');
    overruns.push(
      `${chunk.facadeModule ?? chunk.fileName} is ${kilobytes(chunk.bytes)} minified, over the ` +
        `${kilobytes(limit)} a chunk loaded on demand may be. Its largest modules: ${largest}.`,
    );
  }
  return overruns;
}

/** A module's id as the report names it: `npm:package` for a dependency, else its app path. */
export function moduleName(id: string, appRoot: string): string {
  const nodeModules = id.lastIndexOf('/node_modules/');
  if (nodeModules !== -1) {
    const parts = id.slice(nodeModules + '/node_modules/'.length).split('/');
    const packageName = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return `npm:${packageName}`;
  }
  return relative(appRoot, id.replace(/\?.*$/, '').replace(/^\0/, ''));
}

const compress = promisify(brotliCompress);

/** The size of `source` as the build's precompressed copy has it (brotli at its highest level). */
async function brotliBytes(source: string | Uint8Array): Promise<number> {
  const compressed = await compress(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  return compressed.length;
}

/**
 * Fails the build when the first visit or a chunk loaded on demand is over `budget`, naming the
 * modules that make it up. Writes what a first visit loads to `.vite/first-visit.json` beside the
 * build, which the e2e test compares with what Chromium loads.
 */
export function firstVisitBudget(options: {
  budget: PerformanceBudget;
  lazyModules: string[];
  appRoot: string;
}): Plugin {
  return {
    name: 'polymath:first-visit-budget',
    apply: 'build',
    async generateBundle(_outputOptions, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const name = moduleName(id, options.appRoot);
          modules[name] = (modules[name] ?? 0) + module.renderedLength;
        }
        chunks.push({
          fileName: output.fileName,
          facadeModule: output.facadeModuleId
            ? moduleName(output.facadeModuleId, options.appRoot)
            : null,
          isEntry: output.isEntry,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          bytes: Buffer.byteLength(output.code),
          modules,
        });
      }
      const firstVisit = firstVisitOf(chunks, options.lazyModules);
      const compressedBytes = new Map<string, number>();
      await Promise.all(
        [...firstVisit.scripts, ...firstVisit.styles].map(async (fileName) => {
          const output = bundle[fileName];
          if (!output) return;
          const source = output.type === 'chunk' ? output.code : output.source;
          compressedBytes.set(fileName, await brotliBytes(source));
        }),
      );
      const overruns = budgetOverruns(chunks, firstVisit, compressedBytes, options.budget);
      if (overruns.length > 0) this.error(`Over the performance budget:\n${overruns.join('\n')}`);
      const bytesOf = (files: string[]): Record<string, number> =>
        Object.fromEntries(files.map((file) => [file, compressedBytes.get(file) ?? 0]));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-visit.json',
        source: JSON.stringify(
          {
            scripts: bytesOf(firstVisit.scripts),
            styles: bytesOf(firstVisit.styles),
          },
          null,
          2,
        ),
      });
    },
  };
}
