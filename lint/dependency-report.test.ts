import { describe, expect, it } from 'vitest';
import { reportDependencies } from './dependency-rules';

/**
 * The dependency report's rules (`npm run deps`) on lint/fixtures, whose files break each boundary
 * once on purpose: a rule that goes blind (a path pattern that no longer matches, an alias it
 * cannot follow) stops reporting its fixture and this test fails.
 */

const FIXTURES = {
  shared: 'lint/fixtures/shared',
  server: 'lint/fixtures/server',
  web: 'lint/fixtures/web',
};

describe('the dependency report', () => {
  it('reports every crossing in the fixture tree, and nothing else', async () => {
    const report = await reportDependencies(FIXTURES);
    const found = report.violations
      .map(({ rule, from, to }) => `${rule}: ${from} -> ${to}`.replaceAll('lint/fixtures/', ''))
      .sort();
    expect(found).toEqual([
      'answer-engine-internals: server/src/adapters/ai.ts -> server/src/answer-engine/skills/greeting.ts',
      'configuration-in-modules: server/src/modules/notes/note-quota.ts -> server/src/config/env.ts',
      'feature-to-app-shell: web/src/features/tasks/task-routes.ts -> web/src/app/router.ts',
      'feature-to-feature: web/src/features/notes/note-header.ts -> web/src/features/tasks/task-title.ts',
      'internals-from-outside: server/src/app.ts -> server/src/modules/notes/notes.service.ts',
      'module-internals: server/src/modules/tasks/analysis/overdue.ts -> server/src/modules/notes/note-words.ts',
      'no-cycle: server/src/cycle/first.ts -> server/src/cycle/second.ts',
      'server-to-web: server/src/http/web-paths.ts -> web/src/lib/format-date.ts',
      'shared-to-apps: shared/src/uses-apps.ts -> server/src/db/client.ts',
      'shared-to-apps: shared/src/uses-apps.ts -> web/src/lib/format-date.ts',
      'shared-web-code-to-features: web/src/components/badge.ts -> web/src/features/tasks/task-title.ts',
      'web-to-server: web/src/lib/server-client.ts -> server/src/db/client.ts',
    ]);
    expect(report.text).toContain(
      'error module-internals: lint/fixtures/server/src/modules/tasks/analysis/overdue.ts',
    );
  });
});
