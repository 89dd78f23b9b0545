import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ServerErrorKind } from '@polymath/shared';
import { useServerErrors } from '../api/server-errors';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function KindLine({ kind }: { kind: ServerErrorKind }) {
  const times = kind.count === 1 ? 'once' : `${kind.count} times`;
  return (
    <li className="flex flex-col gap-0.5 rounded-md border px-2 py-1.5">
      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
        <code className="text-xs font-medium break-all text-foreground">{kind.route}</code>
        <span className="text-xs">
          {times}, last{' '}
          <time dateTime={kind.lastSeenAt}>{DATE_TIME.format(new Date(kind.lastSeenAt))}</time>
        </span>
      </span>
      <span className="text-xs break-words">{kind.message}</span>
    </li>
  );
}

/**
 * For admins, under the configured services: the kinds of unexpected error every server on this
 * database met in the last days (a bug, not a service down: those are the lines above), the
 * latest first, so a problem is seen without reading the log.
 */
export function UnexpectedErrors() {
  const errors = useServerErrors();
  return (
    <section
      aria-label="Unexpected errors"
      className="flex flex-col gap-2 text-sm text-muted-foreground"
    >
      <h4 className="font-medium text-foreground">Unexpected errors</h4>
      {errors.isPending && <p>Loading the servers' errors…</p>}
      {errors.isError && (
        <p role="alert">Could not load the servers' errors: {errors.error.message}</p>
      )}
      {errors.data && errors.data.kinds.length === 0 && (
        <p className="flex items-start gap-2">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          None in the last {errors.data.windowDays} days.
        </p>
      )}
      {errors.data && errors.data.kinds.length > 0 && (
        <>
          <p className="flex items-start gap-2">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            In the last {errors.data.windowDays} days, latest first (the log has each one with its
            stack):
          </p>
          <ul className="flex flex-col gap-1.5">
            {errors.data.kinds.map((kind) => (
              <KindLine key={`${kind.route} ${kind.code} ${kind.message}`} kind={kind} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
