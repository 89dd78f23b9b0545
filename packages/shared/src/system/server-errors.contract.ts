import { z } from 'zod';
import { TimestampSchema } from '../common/common.schemas';
import { defineContract } from '../http/contract';

/** How the unexpected errors of the server are kept and shown to admins. */
export const SERVER_ERRORS = {
  /** The admin view shows the errors of this many last days. */
  windowDays: 7,
  /** At most this many kinds of error are shown, the latest first. */
  shownKinds: 20,
  /** A kind of error not seen for this many days is forgotten. */
  keptDays: 30,
  /** At most this many kinds are kept; past it the longest unseen go first. */
  maxKinds: 500,
  /** An error's message is kept to this many characters. */
  messageChars: 300,
} as const;

/** One kind of unexpected error: where it happened, what it said, how often and when. */
export const ServerErrorKindSchema = z.object({
  /** The request's method and route pattern ('PATCH /api/tasks/:id'), never its address. */
  route: z.string(),
  /** The error code the client was answered with ('INTERNAL'). */
  code: z.string(),
  /** The error's message as the server logged it, secrets redacted. */
  message: z.string(),
  count: z.number().int().positive(),
  firstSeenAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
});
export type ServerErrorKind = z.infer<typeof ServerErrorKindSchema>;

/** The unexpected errors of every server on this database in the last `windowDays`. */
export const ServerErrorsResponseSchema = z.object({
  windowDays: z.number().int().positive(),
  /** The kinds seen in the window, the latest first; each counted since it was first seen. */
  kinds: z.array(ServerErrorKindSchema),
});
export type ServerErrorsResponse = z.infer<typeof ServerErrorsResponseSchema>;

/** GET /api/admin/errors: a summary of the server's unexpected errors (admins only). */
export const serverErrorsContract = defineContract({
  method: 'GET',
  path: '/api/admin/errors',
  summary: "A summary of the servers' unexpected errors of the last days (admins only)",
  response: ServerErrorsResponseSchema,
});
