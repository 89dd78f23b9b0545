import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import guards of eslint.config.js, run on lint/fixtures: a tree shaped like the real one in
 * which each file either breaks one rule on purpose or breaks none. If a guard is switched off or
 * goes blind (a resolver that skips .ts files, an alias it cannot follow), a violation stops being
 * reported and this test fails.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = 'lint/fixtures';

type Findings = Map<string, string[]>;

/** Every fixture file with the rules reported in it, as `rule:line`. */
async function lintFixtures(): Promise<Findings> {
  // ignore: false: the fixtures are in the config's ignores so that `npm run lint` stays clean.
  const eslint = new ESLint({ cwd: ROOT, ignore: false });
  const results = await eslint.lintFiles([FIXTURES]);
  return new Map(
    results.map((result) => [
      result.filePath.slice(ROOT.length).replace(`${FIXTURES}/`, ''),
      result.messages.map((message) => `${message.ruleId ?? message.message}:${message.line}`),
    ]),
  );
}

describe('import guards', () => {
  let findings: Findings;

  beforeAll(async () => {
    findings = await lintFixtures();
  }, 120_000);

  it('reports a dependency cycle between two TypeScript modules', () => {
    expect(findings.get('server/src/cycle/first.ts')).toEqual(['import-x/no-cycle:1']);
    expect(findings.get('server/src/cycle/second.ts')).toEqual(['import-x/no-cycle:1']);
  });

  it('reports a feature importing another feature through the @/ alias', () => {
    expect(findings.get('web/src/features/notes/note-header.ts')).toEqual([
      'import-x/no-restricted-paths:2',
    ]);
  });

  it('reports components/ importing a feature', () => {
    expect(findings.get('web/src/components/badge.ts')).toEqual(['import-x/no-restricted-paths:1']);
  });

  it('reports a feature importing the app shell', () => {
    expect(findings.get('web/src/features/tasks/task-routes.ts')).toEqual([
      'import-x/no-restricted-paths:1',
    ]);
  });

  it('reports a service, and any module file but routes, factories and hooks, importing Fastify', () => {
    expect(findings.get('server/src/modules/notes/notes.service.ts')).toEqual([
      'no-restricted-imports:1',
    ]);
    expect(findings.get('server/src/modules/notes/note-log.ts')).toEqual([
      'no-restricted-imports:1',
    ]);
  });

  it('reports any module file but routes, factories and hooks using an HTTP helper', () => {
    expect(findings.get('server/src/modules/notes/note-link.ts')).toEqual([
      'import-x/no-restricted-paths:1',
    ]);
  });

  it("reports a module reaching into another module's internal file, past its index.ts", () => {
    expect(findings.get('server/src/modules/tasks/analysis/overdue.ts')).toEqual([
      'import-x/no-restricted-paths:1',
    ]);
  });

  it('reports a module reading the configuration instead of being handed its values', () => {
    expect(findings.get('server/src/modules/notes/note-quota.ts')).toEqual([
      'import-x/no-restricted-paths:1',
    ]);
  });

  it("reports code outside modules/ reaching past a module's index.ts", () => {
    expect(findings.get('server/src/app.ts')).toEqual(['import-x/no-restricted-paths:1']);
  });

  it("reports code reaching past the answer engine's index.ts", () => {
    expect(findings.get('server/src/adapters/ai.ts')).toEqual(['import-x/no-restricted-paths:2']);
  });

  it('reports the web app importing the server and the server importing the web app', () => {
    expect(findings.get('web/src/lib/server-client.ts')).toEqual([
      'import-x/no-restricted-paths:1',
    ]);
    expect(findings.get('server/src/http/web-paths.ts')).toEqual([
      'import-x/no-restricted-paths:1',
    ]);
  });

  it('reports packages/shared importing either app or a dependency it does not declare', () => {
    expect(findings.get('shared/src/uses-apps.ts')).toEqual([
      'import-x/no-extraneous-dependencies:1',
      'import-x/no-restricted-paths:2',
      'import-x/no-restricted-paths:3',
    ]);
  });

  it('reports a use case importing a plugin and a repository importing an HTTP helper', () => {
    expect(findings.get('server/src/modules/notes/use-cases/share-note.ts')).toEqual([
      'import-x/no-restricted-paths:1',
    ]);
    expect(findings.get('server/src/modules/notes/notes-export.repository.ts')).toEqual([
      'import-x/no-restricted-paths:1',
    ]);
  });

  it('reports a route importing the database client and a repository', () => {
    expect(findings.get('server/src/modules/notes/notes.routes.ts')).toEqual([
      'import-x/no-restricted-paths:1',
      'import-x/no-restricted-paths:2',
    ]);
  });

  it('accepts what the boundaries allow: lib/ in a feature, another module through its index.ts, Fastify in a factory, the database in a repository, declared dependencies in shared', () => {
    for (const file of [
      'web/src/features/notes/note-footer.ts',
      'web/src/features/tasks/task-title.ts',
      'web/src/lib/format-date.ts',
      'server/src/modules/notes/notes.repository.ts',
      'server/src/modules/notes/notes.module.ts',
      'server/src/modules/notes/index.ts',
      'server/src/modules/tasks/tasks.service.ts',
      'server/src/db/client.ts',
      'shared/src/limits.ts',
    ]) {
      expect(findings.get(file), file).toEqual([]);
    }
  });
});
