/** The date both legal pages were last changed (ISO 8601); change it with every edit of their text. */
export const LEGAL_LAST_UPDATED = '2026-11-21';
