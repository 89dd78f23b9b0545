import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type * as NodeLlamaCppModule from 'node-llama-cpp';
import type { Llama, LlamaChat, LlamaContext, LlamaModel } from 'node-llama-cpp';
import { LocalModelError } from './local-model-error';

/** How the local model runs, from LOCAL_MODEL_PATH, LOCAL_MODEL_CONTEXT_SIZE and LOCAL_MODEL_THREADS. */
export interface LocalModelOptions {
  /** The GGUF file. */
  path: string;
  contextSize: number;
  threads: number;
}

/** A model in memory with the one context its answers are generated in. */
export interface LoadedLocalModel {
  /** The file's name, e.g. qwen2.5-0.5b-instruct-q4_k_m.gguf. */
  fileName: string;
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  /** A chat on the context's sequence, rendered with the model's own chat template. */
  createChat(): LlamaChat;
  /** Frees the model and the context. */
  close(): Promise<void>;
}

type NodeLlamaCpp = typeof NodeLlamaCppModule;

const GGUF_MAGIC = 'GGUF';
/** llama.cpp's own error lines kept to explain a failed load (it reports them only to its log). */
const KEPT_LOG_LINES = 5;
const LOG_WAIT_MS = 500;

/**
 * Loads the model file. node-llama-cpp is imported here and only here, so a server without
 * LOCAL_MODEL_PATH never loads it. It runs on the CPU with the prebuilt binary from npm and never
 * builds or downloads llama.cpp. Every failure is a LocalModelError with a one-line reason.
 */
export async function loadLocalModel(options: LocalModelOptions): Promise<LoadedLocalModel> {
  const fileName = basename(options.path);
  await checkModelFile(options.path);
  const library = await importRuntime();
  const llamaErrors: string[] = [];
  let llama: Llama;
  try {
    llama = await library.getLlama({
      gpu: false,
      build: 'never',
      logLevel: library.LlamaLogLevel.error,
      logger: (_level, message) => {
        llamaErrors.push(message.trim());
        if (llamaErrors.length > KEPT_LOG_LINES) llamaErrors.shift();
      },
    });
  } catch (error) {
    throw new LocalModelError(
      `LOCAL_MODEL_PATH is set, but llama.cpp cannot run on this machine: ${messageOf(error)}`,
      { cause: error },
    );
  }
  let model: LlamaModel;
  try {
    model = await llama.loadModel({ modelPath: options.path });
  } catch (error) {
    await logLinesArrived(llamaErrors);
    await llama.dispose();
    const reason =
      loadReasonOf(llamaErrors) ??
      (await unknownArchitectureOf(library, options.path)) ??
      messageOf(error);
    throw new LocalModelError(`LOCAL_MODEL_PATH: ${fileName} could not be loaded: ${reason}`, {
      cause: error,
    });
  }
  let context: LlamaContext;
  try {
    context = await model.createContext({
      contextSize: options.contextSize,
      threads: options.threads,
    });
  } catch (error) {
    await model.dispose();
    await llama.dispose();
    throw new LocalModelError(
      `LOCAL_MODEL_PATH: ${fileName} loaded, but a context of ${options.contextSize} tokens (LOCAL_MODEL_CONTEXT_SIZE) could not be made: ${loadReasonOf(llamaErrors) ?? messageOf(error)}`,
      { cause: error },
    );
  }
  return {
    fileName,
    llama,
    model,
    context,
    createChat: () => new library.LlamaChat({ contextSequence: context.getSequence() }),
    async close() {
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
}

/** The file exists, is a file and starts like a GGUF model; checked before llama.cpp sees it. */
async function checkModelFile(path: string): Promise<void> {
  const info = await stat(path).catch((error: unknown) => {
    throw new LocalModelError(
      `LOCAL_MODEL_PATH: no model file at ${path}. Run \`npm run model:pull\` to download one, or point it at a GGUF file.`,
      { cause: error },
    );
  });
  if (!info.isFile()) {
    throw new LocalModelError(`LOCAL_MODEL_PATH: ${path} is not a file; point it at a GGUF file.`);
  }
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(GGUF_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead < head.length || head.toString('latin1') !== GGUF_MAGIC) {
      throw new LocalModelError(
        `LOCAL_MODEL_PATH: ${path} is not a GGUF model file (it lacks the GGUF signature); download it again or choose another file.`,
      );
    }
  } finally {
    await handle.close();
  }
}

async function importRuntime(): Promise<NodeLlamaCpp> {
  try {
    return await import('node-llama-cpp');
  } catch (error) {
    throw new LocalModelError(
      `LOCAL_MODEL_PATH is set, but the local model runtime (node-llama-cpp) could not be loaded: ${messageOf(error)}`,
      { cause: error },
    );
  }
}

/**
 * llama.cpp's log reaches JavaScript on a later turn of the event loop than the failure itself;
 * a moment's wait lets the reason in.
 */
async function logLinesArrived(lines: readonly string[]): Promise<void> {
  for (let waited = 0; waited < LOG_WAIT_MS && !lines.some(isLoadReason); waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function isLoadReason(line: string): boolean {
  return /error loading model: /.test(line);
}

/** llama.cpp says why in its log and only "Failed to load model" in the error: prefer the log. */
function loadReasonOf(llamaErrors: readonly string[]): string | undefined {
  return llamaErrors.find(isLoadReason)?.replace(/^.*error loading model: /, '');
}

/**
 * When the log said nothing (it is one per process, and another load may hold it), the file's own
 * metadata can: an architecture the bundled llama.cpp does not list is the likely reason.
 */
async function unknownArchitectureOf(
  library: NodeLlamaCpp,
  path: string,
): Promise<string | undefined> {
  try {
    const info = await library.readGgufFileInfo(path, {
      readTensorInfo: false,
      logWarnings: false,
    });
    const architecture = info.metadata.general.architecture as string;
    const known = Object.values(
      (library as unknown as { GgufArchitectureType: Record<string, string> }).GgufArchitectureType,
    );
    return known.includes(architecture)
      ? undefined
      : `unknown model architecture: '${architecture}'`;
  } catch (error) {
    return `its GGUF header cannot be read (${messageOf(error)})`;
  }
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0] ?? message;
}
