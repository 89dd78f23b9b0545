import type { CodeLanguage } from './code.schemas';

/** How the product names each Vibe-Coding language, in the editor and in the assistant's words. */
export const CODE_LANGUAGE_LABELS: Record<CodeLanguage, string> = {
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
