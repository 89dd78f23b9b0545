import { AppError } from '@polymath/shared';
import { z } from 'zod';
import type { CodeRunner, RunLimits, RunnableLanguage, RunRequest } from './code-runner';
import { RUNNABLE_LANGUAGES } from './code-runner';
import { createOutputBuffer } from './output-buffer';

export interface PistonRunnerOptions {
  /** The Piston server's base URL (CODE_RUNNER_URL), e.g. http://piston:2000. */
  baseUrl: string;
  /** Time the server gets beyond the run's own limits before the request is abandoned. */
  answerGraceMs?: number;
}

/** Piston's name of each language and the file the source travels in. */
const PISTON_LANGUAGES: Record<
  RunnableLanguage,
  { language: string; file: (code: string) => string }
> = {
  javascript: { language: 'javascript', file: () => 'main.js' },
  typescript: { language: 'typescript', file: () => 'main.ts' },
  python: { language: 'python', file: () => 'main.py' },
  java: {
    language: 'java',
    file: (code) =>
      `${/public\s+(?:final\s+)?class\s+([A-Za-z_$][\w$]*)/.exec(code)?.[1] ?? 'Main'}.java`,
  },
  cpp: { language: 'c++', file: () => 'main.cpp' },
  rust: { language: 'rust', file: () => 'main.rs' },
  go: { language: 'go', file: () => 'main.go' },
};

/** One stage of Piston's answer (API v2); `status` and `message` come from newer servers only. */
const PistonStageSchema = z.object({
  output: z.string(),
  code: z.number().nullable(),
  signal: z.string().nullable(),
  status: z.string().nullish(),
  message: z.string().nullish(),
});
type PistonStage = z.infer<typeof PistonStageSchema>;

const PistonAnswerSchema = z.object({
  run: PistonStageSchema,
  compile: PistonStageSchema.optional(),
});
const PistonRefusalSchema = z.object({ message: z.string() });

// Piston caps its own output, but a misconfigured server must not make this one read gigabytes.
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * Runs every language on a Piston server (POST /api/v2/execute), for operators who keep code
 * off the machine that serves the app. Piston's own sandbox holds the program; this runner holds
 * the time, memory and output limits and turns Piston's answer into the spec's fields.
 */
export function createPistonRunner(options: PistonRunnerOptions): CodeRunner {
  const executeUrl = new URL('api/v2/execute', options.baseUrl.replace(/\/?$/, '/'));
  const answerGraceMs = options.answerGraceMs ?? 5_000;

  async function execute(request: RunRequest, limits: RunLimits, signal?: AbortSignal) {
    const { language, file } = PISTON_LANGUAGES[request.language];
    // Compile and run each get the limit; the whole request gets both and the grace.
    const timeout = AbortSignal.timeout(2 * limits.timeoutMs + answerGraceMs);
    let response: Response;
    try {
      response = await fetch(executeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          language,
          version: '*',
          files: [{ name: file(request.code), content: request.code }],
          stdin: '',
          compile_timeout: limits.timeoutMs,
          run_timeout: limits.timeoutMs,
          run_memory_limit: limits.memoryMb * 1024 * 1024,
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) return { status: 0, body: undefined };
      throw new AppError('UPSTREAM_FAILED', {
        message: 'The code runner did not answer',
        cause: error,
      });
    }
    const body = await readCapped(response);
    return { status: response.status, body };
  }

  return {
    languages: RUNNABLE_LANGUAGES,
    async run(request, limits, signal) {
      const startedAt = performance.now();
      const { status, body } = await execute(request, limits, signal);
      const executionTime = Math.round(performance.now() - startedAt);
      if (signal?.aborted) {
        return {
          success: false,
          output: '',
          error: 'Stopped: the run was cancelled',
          executionTime,
        };
      }
      if (status === 400) {
        // Piston refuses a language it has no runtime for, or limits above its configured maximum.
        const refusal = PistonRefusalSchema.safeParse(body);
        const reason = refusal.success ? refusal.data.message : 'the request was refused';
        return {
          success: false,
          output: '',
          error: `The code runner refused: ${reason}`,
          executionTime,
        };
      }
      const answer = status === 200 ? PistonAnswerSchema.safeParse(body) : undefined;
      if (!answer?.success) {
        throw new AppError('UPSTREAM_FAILED', {
          message: 'The code runner gave no usable answer',
          cause: answer?.error ?? new Error(`Piston answered HTTP ${status}`),
        });
      }
      const { compile, run } = answer.data;
      if (compile && (compile.code !== 0 || compile.signal)) {
        const failure = describeStage(compile, limits);
        const isCompileError = failure.startsWith('Exited with code');
        return {
          success: false,
          output: capped(compile.output, limits),
          error: isCompileError ? 'Compilation failed' : `${failure} (while compiling)`,
          executionTime,
        };
      }
      const output = createOutputBuffer(limits.outputBytes);
      output.write(run.output);
      const isClean = run.code === 0 && !run.signal && !output.isCut;
      if (isClean) return { success: true, output: output.text(), executionTime };
      const error = output.isCut
        ? `Stopped: output limit of ${Math.round(limits.outputBytes / 1024)} KiB reached`
        : describeStage(run, limits);
      return { success: false, output: output.text(), error, executionTime };
    },
    async close() {
      // Nothing is kept between requests.
    },
  };
}

function capped(text: string, limits: RunLimits): string {
  const output = createOutputBuffer(limits.outputBytes);
  output.write(text);
  return output.text();
}

/** Why a Piston stage failed, in the same words as the local runners. */
function describeStage(stage: PistonStage, limits: RunLimits): string {
  const seconds = limits.timeoutMs / 1000;
  if (stage.status === 'TO') return `Killed: time limit of ${seconds} s`;
  if (stage.status === 'OL' || stage.status === 'EL') return 'Stopped: output limit reached';
  if (stage.signal === 'SIGKILL') {
    // Piston kills with SIGKILL at its time limit and at its memory limit alike.
    return `Killed: time limit of ${seconds} s or memory limit of ${limits.memoryMb} MB`;
  }
  if (stage.signal) return `Killed by signal ${stage.signal}`;
  return `Exited with code ${stage.code ?? 'unknown'}`;
}

async function readCapped(response: Response): Promise<unknown> {
  const reader = response.body?.getReader() as ReadableStreamDefaultReader<Uint8Array> | undefined;
  if (!reader) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel();
        throw new Error(`The answer passed ${MAX_ANSWER_BYTES} bytes`);
      }
      chunks.push(value);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (error) {
    throw new AppError('UPSTREAM_FAILED', {
      message: 'The code runner gave no usable answer',
      cause: error,
    });
  }
}
