/** How to start one of the server's worker threads, whether it runs bundled or from source. */
export interface WorkerEntry {
  script: string | URL;
  /** The script is code to evaluate (`new Worker(script, { eval: true })`), not a file. */
  isEval: boolean;
}

/**
 * The entry of the worker `name`, for a module at `callerUrl` (its `import.meta.url`): bundled, the
 * file dist/<name>.js beside dist/server.js (scripts/build.mjs makes one per worker); running from
 * source (tests, `npm run dev`), the TypeScript file beside the caller through tsx's loader,
 * registered inside the worker (a worker's `--import` execArgv is not applied to its entry file on
 * Node 20).
 */
export function workerEntryOf(name: string, callerUrl: string): WorkerEntry {
  if (!callerUrl.endsWith('.ts'))
    return { script: new URL(`./${name}.js`, callerUrl), isEval: false };
  const source = JSON.stringify(new URL(`./${name}.ts`, callerUrl).href);
  return {
    script: `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`,
    isEval: true,
  };
}
