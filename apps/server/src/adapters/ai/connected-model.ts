import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText, type ModelMessage } from 'ai';
import type { EngineAdmission } from './local';

/**
 * The connected model (an OpenAI-compatible endpoint or a local model file) as the modules that
 * ask it one thing at a time see it: file digests, the code assistant, note summaries.
 */
export interface ConnectedModel {
  model: LanguageModelV3;
  /** A local model answers one request at a time: the request waits its turn like a question. */
  admission?: EngineAdmission | undefined;
  /** One model call may take this long (AI_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * One request to the connected model, its answer trimmed. No retry: the callers fall back to the
 * built-in engine's work, so a failure costs the user nothing but the wait already spent.
 */
export async function askConnectedModel(
  connected: ConnectedModel,
  request: { system: string; messages: ModelMessage[] },
): Promise<string> {
  const place = connected.admission?.admit();
  try {
    const { text } = await generateText({
      model: connected.model,
      system: request.system,
      messages: request.messages,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(connected.timeoutMs),
    });
    return text.trim();
  } finally {
    place?.release();
  }
}
