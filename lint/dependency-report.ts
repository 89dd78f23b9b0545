import { POLYMATH, reportDependencies } from './dependency-rules';

/**
 * `npm run deps`: the dependency report of the whole repository. Prints each violation (a cycle, a
 * module reaching into another's internals, a feature into another, shared into an app, one app
 * into the other) and fails when there is one.
 */
const report = await reportDependencies(POLYMATH);
process.stdout.write(report.text);
process.exitCode = report.violations.length === 0 ? 0 : 1;
