// The built-in engine: the code edits and starter programs Vibe-Coding offers without a model.
export type { BuiltInEdit, BuiltInEditRequest } from './built-in-edit';
export { editWithBuiltIn } from './edit-with-built-in';
export type { Starter } from './starters';
export { starterFor } from './starters';
export { languageNamedIn } from './language-names';
