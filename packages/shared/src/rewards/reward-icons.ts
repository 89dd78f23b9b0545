/**
 * Every icon the server gives an achievement, a Recent Activity entry or an earned reward. The API
 * keeps them as emoji (001 §3 `icon`); the web app draws each one with its own SVG icon instead,
 * since many desktops have no emoji font and would show an empty box.
 */
export const REWARD_ICONS = [
  '💬',
  '🗣️',
  '📣',
  '🏛️',
  '🎨',
  '🖼️',
  '🌈',
  '📄',
  '🔍',
  '📊',
  '❓',
  '🧠',
  '🦉',
  '🎓',
  '📚',
  '🔥',
  '📅',
  '🏆',
  '☀️',
  '⭐',
  '🌟',
  '💎',
  '💰',
] as const;
/** One of REWARD_ICONS. */
export type RewardIcon = (typeof REWARD_ICONS)[number];
