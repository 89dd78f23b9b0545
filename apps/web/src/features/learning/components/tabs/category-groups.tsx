import type { ReactNode } from 'react';

/** Items grouped under their category's heading, two cards a row from the small breakpoint. */
export function CategoryGroups<T>({
  groups,
  renderItem,
}: {
  groups: [category: string, items: T[]][];
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      {groups.map(([category, items]) => (
        <section key={category} aria-label={category} className="grid grid-cols-1 gap-3">
          <h3 className="font-semibold">{category}</h3>
          <div className="grid gap-3 sm:grid-cols-2">{items.map(renderItem)}</div>
        </section>
      ))}
    </div>
  );
}
