import type { CodeLanguage } from '@polymath/shared';
import type { Plugin } from 'prettier';
import type { BuiltInEdit } from './built-in-edit';
import { refuse } from './built-in-edit';
import { LANGUAGE_LABELS } from './language-names';

const PARSERS: Partial<Record<CodeLanguage, string>> = {
  javascript: 'babel',
  typescript: 'typescript',
  html: 'html',
  css: 'css',
};

let plugins: Promise<Plugin[]> | undefined;

// Prettier's parsers are megabytes of code: loaded at the first format, not at server start.
const loadPlugins = () =>
  (plugins ??= Promise.all([
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
    import('prettier/plugins/typescript'),
    import('prettier/plugins/html'),
    import('prettier/plugins/postcss'),
  ]) as Promise<Plugin[]>);

/**
 * Formats JavaScript, TypeScript, HTML and CSS with Prettier's default style. Code Prettier
 * cannot parse, code already formatted and other languages answer why nothing changed.
 */
export async function formatCode(code: string, language: CodeLanguage): Promise<BuiltInEdit> {
  const label = LANGUAGE_LABELS[language];
  const parser = PARSERS[language];
  if (!parser)
    return refuse(
      `The built-in engine formats JavaScript, TypeScript, HTML and CSS (with Prettier); formatting ${label} needs a connected model: the operator sets AI_BASE_URL (see README).`,
    );
  const { format } = await import('prettier/standalone');
  let formatted: string;
  try {
    formatted = await format(code, { parser, plugins: await loadPlugins() });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return refuse(`Prettier could not read the code: ${message.split('\n')[0]}`);
  }
  // Prettier ends the file with a line break; the editor's code keeps its own ending.
  if (!/\n$/.test(code)) formatted = formatted.replace(/\r?\n$/, '');
  if (formatted === code)
    return refuse(`The ${label} is already formatted: Prettier changes nothing.`);
  return {
    ok: true,
    code: formatted,
    explanation: `Formatted the ${label} with Prettier's default style (indentation, spacing, quotes and line breaks).`,
  };
}
