import type { LucideIcon } from 'lucide-react';

/**
 * One labelled figure on a muted tile: a `dt`/`dd` pair, so it belongs inside a `dl`. Numbers are
 * shown with the reader's digit grouping.
 */
export function StatTile({
  icon: Icon,
  label,
  value,
}: {
  icon?: LucideIcon;
  label: string;
  value: number | string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg bg-muted/60 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        {Icon && <Icon className="size-3.5 shrink-0" aria-hidden />}
        <span className="break-words">{label}</span>
      </dt>
      <dd className="text-xl font-semibold tabular-nums">
        {typeof value === 'number' ? value.toLocaleString() : value}
      </dd>
    </div>
  );
}
