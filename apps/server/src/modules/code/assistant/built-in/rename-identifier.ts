import type { CodeLanguage } from '@polymath/shared';
import type { BuiltInEdit } from './built-in-edit';
import { CONNECT_A_MODEL, countOf, refuse } from './built-in-edit';
import type { CodeStructure } from './code-structure';
import { moduleListKeyword, roleOf, structureOf } from './code-structure';
import { isIdentifierSpelling, KEYWORDS, LIBRARY_NAMES } from './identifier-rules';
import { LANGUAGE_LABELS } from './language-names';

/**
 * Renames every use of one name, token by token: strings, comments and properties after a `.`
 * keep their text. Refuses when the name is absent, or the new one is not a valid, free name.
 */
export function renameIdentifier(
  code: string,
  language: CodeLanguage,
  oldName: string,
  newName: string,
): BuiltInEdit {
  const label = LANGUAGE_LABELS[language];
  if (language === 'html')
    return refuse(
      `The built-in engine renames names in code, not in HTML markup. ${CONNECT_A_MODEL}`,
    );
  if (oldName === newName) return refuse(`\`${oldName}\` already has that name.`);
  if (!isIdentifierSpelling(newName, language))
    return refuse(`\`${newName}\` is not a valid ${label} name.`);
  if (KEYWORDS[language].has(newName))
    return refuse(`\`${newName}\` is a ${label} keyword, so it cannot be a name.`);
  if (KEYWORDS[language].has(oldName))
    return refuse(`\`${oldName}\` is a ${label} keyword, not a name that can be renamed.`);
  if (LIBRARY_NAMES[language].has(oldName))
    return refuse(
      `\`${oldName}\` comes with ${label}, not from this code: renaming it would break every use of it.`,
    );

  const structure = structureOf(code, language);
  const uses = usesOf(structure, oldName);
  if (uses.renamed.length === 0) {
    if (uses.properties + uses.keys > 0)
      return refuse(
        `\`${oldName}\` only occurs as a property name (after a dot or as a key), which the built-in engine leaves alone. ${CONNECT_A_MODEL}`,
      );
    return refuse(`There is no identifier named \`${oldName}\` in the code.`);
  }
  if (usesOf(structure, newName).renamed.length > 0)
    return refuse(
      `\`${newName}\` is already a name in the code: renaming \`${oldName}\` to it would make the two collide.`,
    );

  const texts = structure.tokens.map((token) => token.text);
  for (const position of uses.renamed) {
    const index = structure.tokenIndex[position]!;
    texts[index] = renamedText(structure, position, oldName, newName);
  }
  const places = countOf(uses.renamed.length, 'place');
  const keptProperties =
    uses.properties > 0
      ? ` Left \`.${oldName}\` after a dot as it was (${countOf(uses.properties, 'place')}): that is a property of some value, not this name.`
      : '';
  return {
    ok: true,
    code: texts.join(''),
    explanation: `Renamed \`${oldName}\` to \`${newName}\` (${places}).${keptProperties}`,
  };
}

/** Where `name` stands as a name (to rename), and how often as a property or key (left alone). */
function usesOf(structure: CodeStructure, name: string) {
  const renamed: number[] = [];
  let properties = 0;
  let keys = 0;
  structure.significant.forEach((token, position) => {
    if (token.kind !== 'identifier' || token.text !== name) return;
    const role = roleOf(structure, position);
    if (role === 'name' || role === 'shorthand') renamed.push(position);
    else if (role === 'property') properties++;
    else keys++;
  });
  return { renamed, properties, keys };
}

// `{ total }` is a key and a name: the key stays, so the object keeps its shape.
function renamedText(
  structure: CodeStructure,
  position: number,
  oldName: string,
  newName: string,
): string {
  if (roleOf(structure, position) !== 'shorthand') return newName;
  const brace = structure.opener[position] ?? -1;
  const keyword = moduleListKeyword(structure, brace);
  if (keyword === 'import') return `${oldName} as ${newName}`;
  if (keyword === 'export') return `${newName} as ${oldName}`;
  return `${oldName}: ${newName}`;
}
