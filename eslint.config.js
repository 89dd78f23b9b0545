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
const SERVER_SOURCES = ['apps/server/src', 'lint/fixtures/server/src'];
const WEB_SOURCES = ['apps/web/src', 'lint/fixtures/web/src'];

const resolverFor = (alias) => [createNodeResolver({ extensions: EXTENSIONS, alias })];

/** The feature folders of a web source tree: each is an import zone of its own. */
function featuresOf(webSource) {
  return readdirSync(join(ROOT, webSource, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** No feature imports another (by relative path or through `@/`); components/ and lib/ import neither. */
function webBoundaries(source) {
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
              target: [`./${source}/components`, `./${source}/lib`],
              from: [`./${source}/features`, `./${source}/app`],
              message: 'components/ and lib/ must not depend on features or app.',
            },
          ],
        },
      ],
    },
  };
}

const FASTIFY_IMPORTS = {
  paths: [{ name: 'fastify', message: 'Services, use cases and repositories know no Fastify.' }],
  patterns: [
    {
      group: ['fastify-*', '@fastify/*'],
      message: 'Services, use cases and repositories know no Fastify.',
    },
  ],
};

/**
 * Server layers: services, use cases and repositories know no HTTP (no Fastify, plugins/ or http/);
 * routes reach the database only through a service (no db/, repositories or Drizzle).
 */
function serverLayers(source) {
  const rules = [
    `${source}/**/*.service.ts`,
    `${source}/**/use-cases/**/*.ts`,
    `${source}/**/*.repository.ts`,
  ];
  const routes = `${source}/**/*.routes.ts`;
  return [
    {
      files: rules,
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': ['error', FASTIFY_IMPORTS],
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: ROOT,
            zones: [
              {
                target: rules,
                from: [`${source}/plugins/**`, `${source}/http/**`],
                message: 'Services, use cases and repositories know no HTTP: take plain data.',
              },
            ],
          },
        ],
      },
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
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: ROOT,
            zones: [
              {
                target: routes,
                from: [`${source}/db/**`, `${source}/**/*.repository.ts`],
                message: 'Routes reach the database only through a service.',
              },
            ],
          },
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
  ...WEB_SOURCES.map(webBoundaries),
  ...SERVER_SOURCES.flatMap(serverLayers),
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'max-lines': 'off',
    },
  },
);
