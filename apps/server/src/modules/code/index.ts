/** The code module: Vibe-Coding projects and sandboxed runs. Other modules use only this file. */
export { createCodeModule } from './code.module';
export type { CodeService } from './code.service';
export { createDefaultRunners } from './default-runners';
export type { CodeRunner } from './runners/code-runner';
