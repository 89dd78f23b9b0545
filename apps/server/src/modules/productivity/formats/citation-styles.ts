import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import type { CitationStyle } from '@polymath/shared';
import { SERVER_ROOT } from '../../../config/paths';

/** The CSL files plugin-csl lacks (styles/README.md says where each comes from). */
const STYLES_DIR = join(SERVER_ROOT, 'src/modules/productivity/formats/styles');

/** Which CSL style and locale each offered style is written in. */
interface StyleSource {
  /** The name it is registered under with citation-js. */
  template: string;
  lang: 'en-US' | 'en-GB';
  xml: () => string;
}

const cslConfig = plugins.config.get('@csl');

function builtIn(name: string): string {
  const xml = cslConfig.styles.get(name);
  if (xml === undefined)
    throw new Error(`@citation-js/plugin-csl no longer ships the ${name} style`);
  return xml;
}

function shipped(file: string): string {
  return readFileSync(join(STYLES_DIR, file), 'utf8');
}

/** Replaces one exact piece of a style, failing loudly when an update of the style moved it. */
function adjusted(xml: string, from: string, to: string): string {
  if (!xml.includes(from)) throw new Error(`A citation style no longer contains ${from}`);
  return xml.replace(from, to);
}

const APA_RETRIEVED =
  '<text term="retrieved" text-case="capitalize-first"/><group delimiter=", "><date form="text" variable="accessed"/><text term="from"/></group>';
const CTR_PREPRINT = '<text value="Preprint" prefix="[" suffix="]"/>';

const SOURCES: Record<CitationStyle, StyleSource> = {
  // APA writes "Retrieved <date>, from" for an undated page; the form keeps no retrieval date, so
  // the word goes into a group with the date and disappears with it instead of standing alone.
  APA: {
    template: 'polymath-apa',
    lang: 'en-US',
    xml: () =>
      adjusted(builtIn('apa'), APA_RETRIEVED, `<group delimiter=" ">${APA_RETRIEVED}</group>`),
  },
  MLA: {
    template: 'polymath-mla',
    lang: 'en-US',
    xml: () => shipped('modern-language-association.csl'),
  },
  Chicago: {
    template: 'polymath-chicago',
    lang: 'en-US',
    xml: () => shipped('chicago-author-date.csl'),
  },
  // plugin-csl's harvard1 is Cite Them Right 12th edition, the Harvard most UK universities teach,
  // so no file is shipped for it. It marks an article with no volume or pages "[Preprint]"; the
  // form has neither field, so every article would be called a preprint: the mark is left out.
  Harvard: {
    template: 'polymath-harvard',
    lang: 'en-GB',
    xml: () => adjusted(builtIn('harvard1'), CTR_PREPRINT, '<text value=""/>'),
  },
};

let isRegistered = false;

/** Registers the four styles and the British locale with citation-js, once per process. */
function registerStyles(): void {
  if (isRegistered) return;
  cslConfig.locales.add('en-GB', shipped('locales-en-GB.xml'));
  for (const source of Object.values(SOURCES)) cslConfig.styles.add(source.template, source.xml());
  isRegistered = true;
}

/**
 * The citation-js template and locale a style is written with. The first call registers them;
 * plugin-csl then keeps one citeproc engine per template and locale, so later calls reuse it.
 */
export function cslStyleOf(style: CitationStyle): { template: string; lang: string } {
  registerStyles();
  const { template, lang } = SOURCES[style];
  return { template, lang };
}
