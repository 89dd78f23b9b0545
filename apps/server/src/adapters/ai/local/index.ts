import { AppError } from '@polymath/shared';
import { createGenerationQueue, type GenerationQueue } from './generation-queue';
import { loadLocalModel, type LocalModelOptions } from './load-local-model';
import { LocalLanguageModel } from './local-language-model';

export { LocalModelError } from './local-model-error';
export { LocalLanguageModel, LOCAL_PROVIDER } from './local-language-model';
export type { LocalModelOptions } from './load-local-model';

/** What the chat says when every place in the local model's queue is taken. */
export const LOCAL_MODEL_BUSY_MESSAGE =
  'The local model is busy with other questions. Try again in a moment.';
/** Seconds a turned-away client is told to wait (Retry-After). */
export const LOCAL_MODEL_RETRY_AFTER_SECONDS = 10;

/** Lets a question in line for the engine, or refuses it at once. */
export interface EngineAdmission {
  /** Holds a place until `release`; throws UNAVAILABLE (503, Retry-After) when none is left. */
  admit(): { release(): void };
}

/** A loaded local model, its place-keeping and its shutdown. */
export interface LocalModel {
  model: LocalLanguageModel;
  fileName: string;
  admission: EngineAdmission;
  queue: GenerationQueue;
  close(): Promise<void>;
}

/**
 * Loads LOCAL_MODEL_PATH and sets up its queue: one answer generated at a time, `maxQueue` more
 * questions waiting. Throws LocalModelError when the file cannot be run.
 */
export async function startLocalModel(
  options: LocalModelOptions & {
    maxQueue: number;
    /** An answer ends after this many tokens unless the call asks for fewer. */
    maxAnswerTokens: number;
  },
): Promise<LocalModel> {
  const loaded = await loadLocalModel(options);
  const queue = createGenerationQueue(options.maxQueue);
  return {
    model: new LocalLanguageModel(loaded, queue, options.maxAnswerTokens),
    fileName: loaded.fileName,
    queue,
    admission: {
      admit() {
        const place = queue.reserve();
        if (!place) {
          throw new AppError('UNAVAILABLE', {
            message: LOCAL_MODEL_BUSY_MESSAGE,
            retryAfterSeconds: LOCAL_MODEL_RETRY_AFTER_SECONDS,
          });
        }
        return place;
      },
    },
    close: () => loaded.close(),
  };
}
