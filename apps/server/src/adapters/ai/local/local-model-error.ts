/**
 * A local model that cannot run: no file, not a GGUF model, an architecture this llama.cpp build
 * does not know, or not enough memory. The message is one line for the operator, naming
 * LOCAL_MODEL_PATH; the server prints it and stops instead of starting with a broken engine.
 */
export class LocalModelError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'LocalModelError';
  }
}
