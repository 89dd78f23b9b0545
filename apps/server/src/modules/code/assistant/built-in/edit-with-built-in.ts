import type { BuiltInEdit, BuiltInEditRequest } from './built-in-edit';
import { BUILT_IN_ABILITIES, CONNECT_A_MODEL, countOf, refuse } from './built-in-edit';
import { addComment, removeComments } from './comments';
import { editIntentOf } from './edit-intent';
import { formatCode } from './format-code';
import { LANGUAGE_LABELS } from './language-names';
import { renameIdentifier } from './rename-identifier';
import { starterFor } from './starters';
import { tokenize } from './code-tokens';
import { convertVarToLetConst } from './var-to-let-const';

const WRITE_COMMENTS_REASON =
  'Writing comments that explain the code needs a connected model: the operator sets AI_BASE_URL (see README). ' +
  'The built-in engine can add a comment you dictate, e.g. add a comment "Reads the scores".';

/**
 * Applies an edit request written in English to the code, or says why it cannot: the built-in
 * engine does what it can do for real and never presents unchanged code as edited.
 */
export async function editWithBuiltIn(request: BuiltInEditRequest): Promise<BuiltInEdit> {
  const { currentCode: code, language, editRequest } = request;
  const starter = starterFor(editRequest, language);
  if (code.trim() === '') {
    if (!starter)
      return refuse(
        'There is no code to edit yet. The built-in engine can write a starter such as "hello world" or "a function that reverses a string"; other programs need a connected model.',
      );
    const switchNote =
      starter.language === language
        ? ''
        : ` Set the editor's language to ${LANGUAGE_LABELS[starter.language]} to run it.`;
    return {
      ok: true,
      code: starter.code,
      explanation: `${starter.explanation}${switchNote}`,
      isStarter: true,
    };
  }

  const intent = editIntentOf(editRequest);
  switch (intent.kind) {
    case 'format':
      return formatCode(code, language);
    case 'rename': {
      // In CSS, `.card` and `#main` name the class and the id `card` and `main`.
      const unprefixed = (name: string) => (language === 'css' ? name.replace(/^[.#]/, '') : name);
      return renameIdentifier(code, language, unprefixed(intent.from), unprefixed(intent.to));
    }
    case 'remove-comments': {
      const comments = tokenize(code, language).filter((token) => token.kind === 'comment');
      if (intent.onlyOne && comments.length > 1)
        return refuse(
          `The code has ${countOf(comments.length, 'comment')}: ask to remove all comments to remove them all. Removing one particular comment needs a connected model: the operator sets AI_BASE_URL (see README).`,
        );
      return removeComments(code, language);
    }
    case 'add-comment':
      return addComment(code, language, intent.text);
    case 'explain-with-comments':
      return refuse(WRITE_COMMENTS_REASON);
    case 'var-to-let-const':
      return convertVarToLetConst(code, language);
    case 'other':
      if (starter)
        return refuse(
          `The built-in engine writes starter programs into an empty editor only: clear the code and ask again. ${BUILT_IN_ABILITIES} Changing this code that way needs a connected model: the operator sets AI_BASE_URL (see README).`,
        );
      return refuse(`${BUILT_IN_ABILITIES} ${CONNECT_A_MODEL}`);
  }
}
