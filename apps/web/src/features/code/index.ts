/**
 * Vibe-Coding (000 §2): the full-screen code environment with its editor, server runs, live
 * preview and AI code editor. The app mounts VibeCodingHost once and opens it with openVibeCoding.
 */
export { VibeCodingHost } from './components/vibe-coding-host';
export { closeVibeCoding, openVibeCoding } from './stores/vibe-coding-store';
