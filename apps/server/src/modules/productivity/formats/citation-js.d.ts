// citation-js ships no type declarations: these name the part of its API the citation formatter
// uses (see the README of @citation-js/plugin-csl, "Configuration" and "Bibliography").

declare module '@citation-js/core' {
  /** A name as CSL-JSON writes it: a person's parts, or an organisation's whole name. */
  export interface CslName {
    given?: string;
    family?: string;
    'non-dropping-particle'?: string;
    'dropping-particle'?: string;
    suffix?: string;
    literal?: string;
  }

  /** One reference in CSL-JSON, the fields the formatter fills. */
  export interface CslItem {
    id: string;
    type: string;
    title: string;
    author?: CslName[];
    issued?: { 'date-parts': number[][] };
    publisher?: string;
    'container-title'?: string;
    genre?: string;
    DOI?: string;
    URL?: string;
  }

  interface Register<T> {
    add(name: string, value: T): void;
    has(name: string): boolean;
    get(name: string): T | undefined;
  }

  /** What `@citation-js/plugin-csl` registers as the `@csl` plugin's configuration. */
  export interface CslConfig {
    styles: Register<string>;
    locales: Register<string>;
  }

  interface BibliographyOptions {
    template: string;
    lang: string;
    format: 'text' | 'html';
  }

  export const plugins: {
    config: { get(plugin: '@csl'): CslConfig };
    output: {
      format(name: 'bibliography', data: CslItem[], options: BibliographyOptions): string;
    };
  };
}

declare module '@citation-js/plugin-csl';
