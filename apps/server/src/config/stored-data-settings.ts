import { PRODUCTIVITY_LIMITS } from '@polymath/shared';
import { positiveInt } from './setting-types';

/** What each account may keep on the server: its storage quota and the rows of each kind. */
export const STORED_DATA_SETTINGS = {
  STORAGE_QUOTA_FREE_BYTES: positiveInt
    .default(50 * 1024 * 1024)
    .describe(
      'Bytes of stored conversations, files and productivity tools a free account may keep; a save past it gets 413 QUOTA_EXCEEDED.',
    ),
  STORAGE_QUOTA_PREMIUM_BYTES: positiveInt
    .default(500 * 1024 * 1024)
    .describe('The same storage quota for a premium account (and admins).'),
  CONVERSATIONS_PER_USER: positiveInt
    .default(2000)
    .describe(
      'Conversations one account may keep on the server, whatever the plan; a new one past it gets 413 QUOTA_EXCEEDED.',
    ),
  FEEDBACK_ROWS_PER_OWNER: positiveInt
    .default(500)
    .describe(
      'Answers one account or guest may like or dislike (a changed vote counts once); a vote on another past it gets 413 QUOTA_EXCEEDED.',
    ),
  PRODUCTIVITY_ROWS_PER_KIND: positiveInt
    .default(PRODUCTIVITY_LIMITS.rowsPerKind)
    .describe(
      'Tasks, events, notes, research projects and citations one account may keep of each kind; one more gets 413 QUOTA_EXCEEDED.',
    ),
};
