import type { ApiFailure } from '@/lib/api-result';

/**
 * A refused call in words for the screen: the server's message, and what its validation found
 * (`title: Title is required`), so a form says which field to fix.
 */
export function describeFailure(failure: ApiFailure): string {
  const issues = (failure.error.issues ?? [])
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .filter((text) => !failure.error.message.includes(text));
  return issues.length > 0
    ? `${failure.error.message} (${issues.join('; ')})`
    : failure.error.message;
}
