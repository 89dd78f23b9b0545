import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, migrated PGlite database that each test file starts from. */
    pgliteTemplate: string;
  }
}

/** The migrated database is created once per run and every test file gets its own copy of it. */
export default async function setup(project: TestProject) {
  const template = await makePgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return () => template.remove();
}
