import type { CodeLanguage } from '@polymath/shared';

/** What an edit by the built-in engine answers: the edited code, or why it made no edit. */
export type BuiltInEdit =
  /**
   * `explanation`: one or two plain sentences of what changed. `isStarter`: a starter program
   * written into an empty editor from the templates, a new program rather than a change to the
   * user's code.
   */
  | { ok: true; code: string; explanation: string; isStarter?: true }
  /** `reason`: what stopped the edit and, when a model could do it, that one must be connected. */
  | { ok: false; reason: string };

/** An edit request to the built-in engine: the editor's code and the request in English. */
export interface BuiltInEditRequest {
  currentCode: string;
  language: CodeLanguage;
  editRequest: string;
}

/** The sentence every "a model can do this" refusal ends with. */
export const CONNECT_A_MODEL =
  'This change needs a connected model: the operator sets AI_BASE_URL (see README).';

/** What the built-in engine can do, said when it is asked for something else. */
export const BUILT_IN_ABILITIES =
  'The built-in engine can format JavaScript, TypeScript, HTML and CSS, rename an identifier, ' +
  'remove comments, add a comment you dictate, turn var into let/const and write starter programs.';

/** A refusal. */
export const refuse = (reason: string): BuiltInEdit => ({ ok: false, reason });

/** `n thing` or `n things`. */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;
