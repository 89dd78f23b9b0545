import type { ReactNode, Ref } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { confirmDelete } from './confirm-delete';

/**
 * The buttons under a task, event, note, project or citation: the item's own actions, then Edit
 * (where it is edited) and Delete, asked first. They wrap onto more lines on a narrow screen, and
 * follow the order they are read in for the keyboard.
 */
export function ItemActions({
  onEdit,
  editButtonRef,
  deletion,
  className,
  children,
  beforeDelete,
}: {
  /** Opens the item's editor; no Edit button without it. */
  onEdit?: () => void;
  /** The Edit button, for an editor that gives the focus back to it when closed. */
  editButtonRef?: Ref<HTMLButtonElement>;
  /** What Delete asks about ('Delete this task?') and then does; pending while it runs. */
  deletion: {
    kind: string;
    title: string;
    consequence?: string;
    remove: () => Promise<unknown>;
    isPending: boolean;
  };
  className?: string;
  /** Actions before Edit (Complete, Style, Copy…). */
  children?: ReactNode;
  /** Actions between Edit and Delete (Star). */
  beforeDelete?: ReactNode;
}) {
  const { isPending, ...item } = deletion;
  return (
    <div className={cn('flex flex-wrap gap-2 pt-1', className)}>
      {children}
      {onEdit && (
        <Button ref={editButtonRef} variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
      )}
      {beforeDelete}
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => void confirmDelete(item)}
        disabled={isPending}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    </div>
  );
}
