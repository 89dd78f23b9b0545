import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { BuiltInLanguageModel } from './built-in/built-in-language-model';

export { BuiltInLanguageModel } from './built-in/built-in-language-model';
export { answerQuestion } from './built-in/answer-question';
export * from './polymath-context';
export { buildSystemPrompt } from './system-prompt';

/** Which engine answers: the offline one, or any OpenAI-compatible endpoint. */
export type LanguageModelKind = 'built-in' | 'openai-compatible';

/** The engine's configuration, from AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export interface LanguageModelConfig {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

/** The chosen model with a label for Settings → AI Generation Settings. */
export interface LanguageModelChoice {
  model: LanguageModelV3;
  engineName: string;
  kind: LanguageModelKind;
}

/** The label shown when the offline engine answers. */
export const BUILT_IN_ENGINE_NAME = 'Polymath built-in engine';

/**
 * Chooses the model from configuration: the built-in engine when no base URL is set, otherwise the
 * OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio).
 */
export function createLanguageModel(config: LanguageModelConfig): LanguageModelChoice {
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
    engineName: `${config.model} via ${config.baseUrl}`,
    kind: 'openai-compatible',
  };
}
