import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { budgetOverruns, type BuiltChunk, firstVisitOf, moduleName } from './first-visit-budget';
import { type PerformanceBudget } from './performance-budget';

function chunk(fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    facadeModule: null,
    isEntry: false,
    imports: [],
    css: [],
    bytes: 1000,
    modules: {},
    ...parts,
  };
}

const CHUNKS = [
  chunk('index.js', { isEntry: true, imports: ['react.js'], css: ['index.css'] }),
  chunk('react.js', { modules: { 'npm:react-dom': 900 } }),
  chunk('home.js', { facadeModule: 'src/home.tsx', imports: ['zod.js'] }),
  chunk('zod.js', { modules: { 'npm:zod': 800 } }),
  chunk('study.js', { facadeModule: 'src/study.tsx', imports: ['react.js'], bytes: 5000 }),
];

const BUDGET: PerformanceBudget = {
  firstVisitScriptBytes: 1000,
  firstVisitStyleBytes: 100,
  lazyChunkBytes: 4000,
  lazyChunkExceptions: {},
};

describe('firstVisitOf', () => {
  it('takes the entry, the lazy modules of a first visit and all they import', () => {
    const firstVisit = firstVisitOf(CHUNKS, ['src/home.tsx']);
    expect(firstVisit.scripts.sort()).toEqual(['home.js', 'index.js', 'react.js', 'zod.js']);
    expect(firstVisit.styles).toEqual(['index.css']);
  });

  it('fails for a first-visit module that has no chunk of its own', () => {
    expect(() => firstVisitOf(CHUNKS, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });
});

describe('budgetOverruns', () => {
  const firstVisit = firstVisitOf(CHUNKS, ['src/home.tsx']);
  const sizes = (bytes: number) =>
    new Map([...firstVisit.scripts, ...firstVisit.styles].map((file) => [file, bytes]));

  it('is empty within the budget', () => {
    expect(
      budgetOverruns(CHUNKS, firstVisit, sizes(20), { ...BUDGET, lazyChunkBytes: 5000 }),
    ).toEqual([]);
  });

  it("names the first visit's total and its largest modules when the script is over", () => {
    const [overrun, ...others] = budgetOverruns(CHUNKS, firstVisit, sizes(300), {
      ...BUDGET,
      firstVisitStyleBytes: 300,
      lazyChunkBytes: 5000,
    });
    expect(others).toEqual([]);
    expect(overrun).toContain('1.2 KB (brotli), over its budget of 1.0 KB');
    expect(overrun).toMatch(/npm:react-dom: 0\.9 KB minified\n {2}npm:zod: 0\.8 KB/);
  });

  it('names a chunk loaded on demand that is over, unless it has an exception', () => {
    expect(budgetOverruns(CHUNKS, firstVisit, sizes(1), BUDGET)).toEqual([
      expect.stringMatching(/^src\/study\.tsx is 5\.0 KB minified, over the 4\.0 KB/),
    ]);
    const excepted = { ...BUDGET, lazyChunkExceptions: { 'src/study.tsx': 6000 } };
    expect(budgetOverruns(CHUNKS, firstVisit, sizes(1), excepted)).toEqual([]);
  });

  it('counts the stylesheets against their own budget', () => {
    const styleSizes = new Map([['index.css', 260]]);
    expect(
      budgetOverruns(CHUNKS, firstVisit, styleSizes, { ...BUDGET, lazyChunkBytes: 5000 }),
    ).toEqual([expect.stringContaining('stylesheets are 0.3 KB (brotli), over their budget')]);
  });
});

describe('moduleName', () => {
  it('names a dependency by its package and an app module by its path', () => {
    expect(moduleName('/app/node_modules/zod/v4/core.js', '/app/web')).toBe('npm:zod');
    expect(moduleName('/app/node_modules/@radix-ui/react-toast/dist/index.mjs', '/app/web')).toBe(
      'npm:@radix-ui/react-toast',
    );
    expect(moduleName('/app/web/src/main.tsx', '/app/web')).toBe('src/main.tsx');
  });
});

/** A dependency of 20 KB as served (random text barely compresses), imported by the home screen. */
function importTwentyKilobytesIntoHomeScreen(): Plugin {
  const id = '\0twenty-kilobyte-dependency';
  const text = randomBytes(20_000).toString('base64');
  return {
    name: 'test:twenty-kilobyte-dependency',
    resolveId: (source) => (source === 'twenty-kilobyte-dependency' ? id : null),
    load: (loaded) => (loaded === id ? `export const text = ${JSON.stringify(text)};` : null),
    transform(code, module) {
      if (!module.endsWith('/src/app/routes/home-screen.tsx')) return null;
      return `import { text as twentyKilobytes } from 'twenty-kilobyte-dependency';\n${code}\nconsole.log(twentyKilobytes);`;
    },
  };
}

describe('the web build', () => {
  const appRoot = fileURLToPath(new URL('..', import.meta.url));
  const outDirs: string[] = [];
  afterAll(async () => {
    for (const outDir of outDirs) await rm(outDir, { recursive: true, force: true });
  });

  const buildApp = async (plugins: Plugin[]) => {
    const outDir = await mkdtemp(join(tmpdir(), 'polymath-web-budget-'));
    outDirs.push(outDir);
    // Vitest sets NODE_ENV to test, which would build React's development code.
    vi.stubEnv('NODE_ENV', 'production');
    try {
      await build({
        root: appRoot,
        configFile: join(appRoot, 'vite.config.ts'),
        logLevel: 'silent',
        plugins,
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      vi.unstubAllEnvs();
    }
    return outDir;
  };

  it('fails when a 20 KB dependency is imported from the first screen, naming it', async () => {
    await expect(buildApp([importTwentyKilobytesIntoHomeScreen()])).rejects.toThrow(
      /first visit's JavaScript is [\d.]+ KB \(brotli\), over its budget[\s\S]*twenty-kilobyte-dependency/,
    );
  }, 120_000);

  it('is within its budget as the app is, and lists what a first visit loads', async () => {
    const outDir = await buildApp([]);
    const firstVisit = JSON.parse(
      await readFile(join(outDir, '.vite/first-visit.json'), 'utf8'),
    ) as { scripts: Record<string, number> };
    expect(Object.keys(firstVisit.scripts)).toContainEqual(
      expect.stringMatching(/^assets\/index-/),
    );
  }, 120_000);
});
