import { AppError } from '@polymath/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The 404 for a row the caller does not have: another user's id gets the same answer. */
export function notFound(thing: string): AppError {
  return new AppError('NOT_FOUND', { message: `No such ${thing}.` });
}

/**
 * The id when it can name a row (the server makes UUIDs); anything else is a row the caller does
 * not have, answered before the database is asked (which would refuse the text as a uuid).
 */
export function rowIdOf(id: string, thing: string): string {
  if (!UUID.test(id)) throw notFound(thing);
  return id;
}
