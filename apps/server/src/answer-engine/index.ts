/**
 * Polymath's built-in answer engine: it answers offline, with no language model, behind the AI SDK's
 * model interface. Others use only this file; `adapters/ai` chooses between it and a connected model.
 *
 * Its parts: `reading/` reads the question (what kind of answer it wants, the terms it is matched
 * on), `skills/` are the engine's capabilities tried in order (`answer-question.ts`), and
 * `composing/` composes an answer from the sources (the sentences it may lead with, how much of the
 * question they speak to, the shape the asker wants).
 */
export { BuiltInLanguageModel } from './built-in-language-model';
