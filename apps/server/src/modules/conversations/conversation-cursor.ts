import { AppError } from '@polymath/shared';
import { z } from 'zod';
import type { PageCursor } from './conversations.repository';

const CursorSchema = z.object({ updatedAt: z.string().min(1), id: z.string().min(1) });

/** The opaque cursor a page hands out for the page after it. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A cursor this server gave out; 400 VALIDATION for anything else. */
export function decodeCursor(cursor: string): PageCursor {
  try {
    const decoded = CursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (decoded.success && !Number.isNaN(Date.parse(decoded.data.updatedAt))) return decoded.data;
  } catch {
    // Not JSON: the same answer as any other unusable cursor.
  }
  throw new AppError('VALIDATION', {
    message: 'The cursor is not one this server gave out.',
    issues: [{ path: ['query', 'cursor'], message: 'unknown cursor' }],
  });
}
