import type { TaskPriority } from '@polymath/shared';
import { cn } from '@/lib/cn';
import { labelOf } from '../../logic/choices';

// Readable in both themes: a tinted background with a text colour of the same hue.
const PRIORITY_CLASSES: Record<TaskPriority, string> = {
  low: 'border-slate-500/30 bg-slate-500/10 text-slate-700 dark:text-slate-300',
  medium: 'border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300',
  high: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  urgent: 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300',
};

const badgeClass =
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** A task's or event's priority, coloured by how pressing it is. */
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <span className={cn(badgeClass, PRIORITY_CLASSES[priority])}>
      <span className="sr-only">Priority: </span>
      {labelOf(priority)}
    </span>
  );
}

/** A neutral label (status, category, type). */
export function LabelBadge({ children, srPrefix }: { children: string; srPrefix?: string }) {
  return (
    <span className={cn(badgeClass, 'border-border bg-secondary text-secondary-foreground')}>
      {srPrefix && <span className="sr-only">{srPrefix}: </span>}
      {children}
    </span>
  );
}

/** A list of tags as small chips. */
export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li
          key={tag}
          className="max-w-full truncate rounded-md bg-accent px-1.5 py-0.5 text-xs text-accent-foreground"
        >
          #{tag}
        </li>
      ))}
    </ul>
  );
}
