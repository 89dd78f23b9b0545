/**
 * Vibe-Coding (000 §2): the full-screen code environment with its editor, server runs and live
 * preview. The app mounts VibeCodingHost once and opens it with openVibeCoding.
 */
export { VibeCodingHost } from './components/vibe-coding-host';
export { openVibeCoding, closeVibeCoding } from './stores/vibe-coding-store';
