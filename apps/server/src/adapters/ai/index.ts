import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AiEngineKind } from '@polymath/shared';
import { BuiltInLanguageModel } from '../../answer-engine';
import type { EngineAdmission, LocalModel } from './local';

export { BuiltInLanguageModel } from '../../answer-engine';
export * from './polymath-context';
export { buildSystemPrompt } from './system-prompt';

export {
  LOCAL_MODEL_BUSY_MESSAGE,
  LocalModelError,
  startLocalModel,
  type EngineAdmission,
  type LocalModel,
} from './local';

/** Which engine answers: the offline one, any OpenAI-compatible endpoint, or a local model file. */
export type LanguageModelKind = AiEngineKind;

/**
 * The engine's configuration, from AI_BASE_URL, AI_API_KEY and AI_MODEL, or the local model
 * already loaded from LOCAL_MODEL_PATH (`startLocalModel`).
 */
export interface LanguageModelConfig {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  localModel?: LocalModel;
}

/** The chosen model with a label for Settings → AI Generation Settings. */
export interface LanguageModelChoice {
  model: LanguageModelV3;
  engineName: string;
  kind: LanguageModelKind;
  /** Places in line for an engine that answers one question at a time. */
  admission?: EngineAdmission;
  /** Frees what the engine holds (a local model's memory) when the server stops. */
  close?(): Promise<void>;
}

/** The label shown when the offline engine answers. */
export const BUILT_IN_ENGINE_NAME = 'Polymath built-in engine';

/**
 * Chooses the model from configuration: the local model when one is loaded, the OpenAI-compatible
 * endpoint (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio) when a base URL is set, otherwise
 * the built-in engine. The configuration refuses a local model and a base URL together.
 */
export function createLanguageModel(config: LanguageModelConfig): LanguageModelChoice {
  const { localModel } = config;
  if (localModel) {
    return {
      model: localModel.model,
      engineName: `${localModel.fileName} (local model)`,
      kind: 'local',
      admission: localModel.admission,
      close: () => localModel.close(),
    };
  }
  if (!config.baseUrl) {
    return {
      model: new BuiltInLanguageModel(),
      engineName: BUILT_IN_ENGINE_NAME,
      kind: 'built-in',
    };
  }
  if (!config.model) throw new Error('AI_MODEL is required when AI_BASE_URL is set');
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: config.baseUrl,
    apiKey: config.apiKey || undefined,
    includeUsage: true,
  });
  return {
    model: provider(config.model),
    // The model's name alone: every user reads it (Settings, each answer's model), and the base
    // URL may hold a user name, a key or an address on the operator's own network.
    engineName: config.model,
    kind: 'openai-compatible',
  };
}
