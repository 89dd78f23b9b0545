import { resolve } from 'node:path';
import { cruise, format, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';

/** The three source trees, as folders relative to the repository's root. */
export interface SourceTree {
  shared: string;
  server: string;
  web: string;
}

export const POLYMATH: SourceTree = {
  shared: 'packages/shared',
  server: 'apps/server',
  web: 'apps/web',
};

/**
 * The dependency report's rules for one source tree: the boundaries eslint.config.js enforces file
 * by file, checked over the whole graph at once, with cycles found through every import (types too).
 * lint/dependency-report.test.ts runs them on lint/fixtures.
 */
export function forbiddenFor({ shared, server, web }: SourceTree): IForbiddenRuleType[] {
  const modules = `^${server}/src/modules`;
  const tests = `(\\.test\\.tsx?$|^${server}/test/)`;
  const features = `^${web}/src/features`;
  return [
    {
      name: 'no-cycle',
      comment: 'A cycle makes an order of loading matter and a change ripple both ways.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-internals',
      comment: "A module uses another only through that module's index.ts.",
      severity: 'error',
      from: { path: `${modules}/([^/]+)/`, pathNot: tests },
      to: {
        path: `${modules}/[^/]+/`,
        pathNot: [`${modules}/$1/`, `${modules}/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'internals-from-outside',
      comment: 'Code outside modules/ uses a module only through its index.ts.',
      severity: 'error',
      from: { path: `^${server}/src/`, pathNot: [`${modules}/`, tests] },
      to: { path: `${modules}/[^/]+/`, pathNot: `${modules}/[^/]+/index\\.ts$` },
    },
    {
      name: 'configuration-in-modules',
      comment: 'No module reads the configuration: the composition root hands it plain values.',
      severity: 'error',
      from: { path: `${modules}/`, pathNot: tests },
      to: { path: `^${server}/src/config/env\\.ts$` },
    },
    {
      name: 'answer-engine-internals',
      comment: 'The answer engine, a domain of its own, is used only through its index.ts.',
      severity: 'error',
      from: { path: `^${server}/`, pathNot: [`^${server}/src/answer-engine/`, tests] },
      to: {
        path: `^${server}/src/answer-engine/`,
        pathNot: `^${server}/src/answer-engine/index\\.ts$`,
      },
    },
    {
      name: 'feature-to-feature',
      comment: 'A web feature never imports another: share through components/, lib/ or shared.',
      severity: 'error',
      from: { path: `${features}/([^/]+)/` },
      to: { path: `${features}/[^/]+/`, pathNot: `${features}/$1/` },
    },
    {
      name: 'shared-web-code-to-features',
      comment: 'components/ and lib/ serve every feature, so they import none.',
      severity: 'error',
      from: { path: `^${web}/src/(components|lib)/` },
      to: { path: `${features}/` },
    },
    {
      name: 'feature-to-app-shell',
      comment: 'The app shell composes features; features, components/ and lib/ do not import it.',
      severity: 'error',
      from: { path: `^${web}/src/(features|components|lib)/` },
      to: { path: `^${web}/src/app/` },
    },
    {
      name: 'shared-to-apps',
      comment: 'packages/shared is imported by both apps and imports neither.',
      severity: 'error',
      from: { path: `^${shared}/` },
      to: { path: `^(${server}|${web})/` },
    },
    {
      name: 'server-to-web',
      comment: 'The web app and the server share code only through packages/shared.',
      severity: 'error',
      from: { path: `^${server}/` },
      to: { path: `^${web}/` },
    },
    {
      name: 'web-to-server',
      comment: 'The web app and the server share code only through packages/shared.',
      severity: 'error',
      from: { path: `^${web}/` },
      to: { path: `^${server}/` },
    },
    {
      name: 'unresolvable',
      comment: 'An import that resolves to nothing breaks at run time.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ];
}

export interface DependencyReport {
  /** The report as text, one violation per rule and pair of files, with a summary line. */
  text: string;
  violations: { rule: string; from: string; to: string }[];
  modules: number;
}

/** Follows every import of `tree` (run from the repository's root) and checks it against the rules. */
export async function reportDependencies(tree: SourceTree): Promise<DependencyReport> {
  const result = await cruise(
    [tree.shared, `${tree.server}/src`, `${tree.web}/src`],
    {
      validate: true,
      ruleSet: { forbidden: forbiddenFor(tree) },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    },
    // The web's `@/` alias, as apps/web/tsconfig.json's paths give it; the server uses none.
    {
      alias: { '@': resolve(tree.web, 'src') },
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  );
  const graph = result.output as ICruiseResult;
  const { summary } = graph;
  const text = (await format(graph, { outputType: 'err' })).output as string;
  return {
    text,
    violations: summary.violations.map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to,
    })),
    modules: summary.totalCruised,
  };
}
