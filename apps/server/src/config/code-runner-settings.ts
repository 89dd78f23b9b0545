import { httpUrl } from './setting-types';

/** Where Vibe-Coding's programs run: this machine's sandboxes, or a Piston server. */
export const CODE_RUNNER_SETTINGS = {
  CODE_RUNNER_URL: httpUrl()
    .optional()
    .describe(
      'A Piston server (http://piston:2000) that runs every language instead of this machine; unset runs them here.',
    ),
};
