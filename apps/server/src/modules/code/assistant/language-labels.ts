import type { CodeLanguage } from '@polymath/shared';

/** How the assistant's answers name each language. */
export const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  html: 'HTML',
  css: 'CSS',
  java: 'Java',
  cpp: 'C++',
  rust: 'Rust',
  go: 'Go',
};
