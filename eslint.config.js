import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = import.meta.dirname;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

// Each guard covers the real tree and lint/fixtures, whose deliberate violations
// lint/import-guards.test.ts expects to be reported: a guard switched off fails that test.
const TREES = [
  { shared: 'packages/shared', server: 'apps/server', web: 'apps/web' },
  { shared: 'lint/fixtures/shared', server: 'lint/fixtures/server', web: 'lint/fixtures/web' },
];

const resolverFor = (alias) => [createNodeResolver({ extensions: EXTENSIONS, alias })];

/** The folders of a source tree's `folder`: each is an import zone of its own. */
function foldersOf(source, folder) {
  return readdirSync(join(ROOT, source, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The feature folders of a web source tree. */
const featuresOf = (webSource) => foldersOf(webSource, 'features');

/** The module folders of a server source tree. */
const modulesOf = (serverSource) => foldersOf(serverSource, 'modules');

/**
 * No feature imports another (by relative path or through `@/`), nor the app shell that composes
 * them; components/ and lib/ import neither; the web app imports nothing of the server.
 */
function webBoundaries(source, server) {
  return {
    files: [`${source}/**/*.{ts,tsx}`],
    settings: { 'import-x/resolver-next': resolverFor({ '@': [join(ROOT, source)] }) },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...featuresOf(source).map((feature) => ({
              target: `./${source}/features/${feature}`,
              from: `./${source}/features`,
              except: [`./${feature}`],
              message: 'A feature must not import another feature.',
            })),
            {
              target: `./${source}/features`,
              from: `./${source}/app`,
              message: 'A feature must not import the app shell: the shell composes features.',
            },
            {
              target: [`./${source}/components`, `./${source}/lib`],
              from: [`./${source}/features`, `./${source}/app`],
              message: 'components/ and lib/ must not depend on features or app.',
            },
            {
              target: `./${source}`,
              from: `./${server}`,
              message: 'The web app and the server share code only through packages/shared.',
            },
          ],
        },
      ],
    },
  };
}

const NO_FASTIFY = 'Module code knows no Fastify: only routes, the module factory and hooks do.';
const FASTIFY_IMPORTS = {
  paths: [{ name: 'fastify', message: NO_FASTIFY }],
  patterns: [{ group: ['fastify-*', '@fastify/*'], message: NO_FASTIFY }],
};

/**
 * Server boundaries, as one rule per file (a later config object would replace, not add to, an
 * earlier one's zones):
 * - a module uses another only through its index.ts, and so does everything outside modules/;
 * - no module reads the configuration (config/env.ts): the composition root hands it values;
 * - the answer engine, a domain of its own, is used only through its index.ts;
 * - module files know no HTTP (no Fastify, plugins/ or http/) but routes, factories and hooks;
 * - routes reach the database only through a service (no db/, repositories or Drizzle);
 * - the server imports nothing of the web app.
 */
function serverBoundaries({ server, web }) {
  const source = `${server}/src`;
  const modules = modulesOf(source);
  const publicFiles = ['./app-module.ts', ...modules.map((name) => `./${name}/index.ts`)];
  const entries = readdirSync(join(ROOT, source));
  const outsideModules = entries
    .filter((entry) => entry !== 'modules')
    .map((entry) => `./${source}/${entry}`);
  const outsideEngine = entries
    .filter((entry) => entry !== 'answer-engine')
    .map((entry) => `./${source}/${entry}`);
  const moduleFiles = `${source}/modules/**/*.ts`;
  const httpFiles = [
    '**/*.test.ts',
    `${source}/modules/app-module.ts`,
    `${source}/modules/**/*.routes.ts`,
    `${source}/modules/**/*.module.ts`,
    `${source}/modules/**/*-hook.ts`,
  ];
  // Every module file but routes, factories, hooks and tests (an extglob: zones take no ignores).
  const plainModuleFiles = `${source}/modules/**/!(*.routes|*.module|*-hook|*.test).ts`;
  const routes = `${source}/**/*.routes.ts`;
  const zones = [
    ...modules.map((name) => ({
      target: `./${source}/modules/${name}`,
      from: `./${source}/modules`,
      except: [`./${name}`, ...publicFiles.filter((file) => !file.startsWith(`./${name}/`))],
      message: "A module uses another only through that module's index.ts.",
    })),
    {
      target: outsideModules,
      from: `./${source}/modules`,
      except: publicFiles,
      message: 'Code outside modules/ uses a module only through its index.ts.',
    },
    {
      target: `./${source}/modules`,
      from: `./${source}/config/env.ts`,
      message:
        'A module is handed plain values and adapters: only the composition root reads the configuration.',
    },
    {
      target: outsideEngine,
      from: `./${source}/answer-engine`,
      except: ['./index.ts'],
      message: 'The answer engine is used only through its index.ts.',
    },
    {
      target: plainModuleFiles,
      from: [`${source}/plugins/**`, `${source}/http/**`],
      message: 'Module code knows no HTTP (plugins/, http/): only routes, factories and hooks do.',
    },
    {
      target: routes,
      from: [`${source}/db/**`, `${source}/**/*.repository.ts`],
      message: 'Routes reach the database only through a service.',
    },
    {
      target: `./${server}`,
      from: `./${web}`,
      message: 'The server and the web app share code only through packages/shared.',
    },
  ];
  return [
    {
      files: [`${server}/**/*.ts`],
      ignores: ['**/*.test.ts', `${server}/test/**`],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }] },
    },
    {
      files: [moduleFiles],
      ignores: httpFiles,
      rules: { 'no-restricted-imports': ['error', FASTIFY_IMPORTS] },
    },
    {
      files: [routes],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              { name: 'drizzle-orm', message: 'Routes query the database through a service.' },
            ],
          },
        ],
      },
    },
  ];
}

/**
 * packages/shared is imported by both apps, so it imports neither, and only what its own
 * package.json declares (a dependency hoisted to the root by another workspace resolves here too).
 */
function sharedBoundaries({ shared, server, web }) {
  return [
    {
      files: [`${shared}/**/*.ts`],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: ROOT,
            zones: [
              {
                target: `./${shared}`,
                from: [`./${server}`, `./${web}`],
                message: 'packages/shared is imported by the apps and imports neither.',
              },
            ],
          },
        ],
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [join(ROOT, shared)], devDependencies: false, includeTypes: true },
        ],
      },
    },
    {
      // Tests may also use the root's development tools (Vitest).
      files: [`${shared}/**/*.test.ts`, `${shared}/vitest.config.ts`],
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [join(ROOT, shared), ROOT], devDependencies: true, includeTypes: true },
        ],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
      'coverage/**',
      // Deliberate violations, linted only by lint/import-guards.test.ts.
      'lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies' own bundles (PGlite's is huge) need no import analysis.
      'import-x/ignore': ['node_modules'],
      // Without these the import rules parse no .ts file, and no-cycle never sees a cycle.
      'import-x/extensions': EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': resolverFor(undefined),
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // config/env.ts is the only reader of process.env on the server.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through config/env.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...TREES.map(({ web, server }) => webBoundaries(`${web}/src`, server)),
  ...TREES.flatMap(serverBoundaries),
  ...TREES.flatMap(sharedBoundaries),
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'max-lines': 'off',
    },
  },
);
