import { useId } from 'react';
import { Star } from 'lucide-react';
import type { Note } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDeleteNote, useUpdateNote } from '../../api/notes';
import { labelOf } from '../../logic/choices';
import { formatDay } from '../../logic/format-dates';
import { notePreviewOf, wordCountLabel } from '../../logic/note-preview';
import { LabelBadge, TagList } from '../shared/item-badges';
import { ItemActions } from '../shared/item-actions';
import { reportActionFailure } from '../shared/report-failure';

/**
 * A note card (001 §2): title, the first 200 characters, the summary, category, updated date, word
 * count and tags, with Edit, Star/Unstar (a toggle, pressed when starred) and Delete.
 */
export function NoteCard({ note, onEdit }: { note: Note; onEdit: (note: Note) => void }) {
  const titleId = useId();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  // Shown at once; the server's answer (or a failure) settles it.
  const isStarred = update.isPending ? !note.isBookmarked : note.isBookmarked;

  const handleStar = () =>
    update.mutate(
      { id: note.id, change: { isBookmarked: !note.isBookmarked } },
      {
        onError: (error) =>
          reportActionFailure(
            note.isBookmarked ? 'Could not unstar the note' : 'Could not star the note',
            error,
          ),
      },
    );

  return (
    <li
      id={`productivity-note-${note.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="grid content-start gap-2 rounded-xl border bg-card p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={titleId} className="min-w-0 flex-1 font-medium break-words">
          {note.title}
        </h4>
        <LabelBadge srPrefix="Category">{labelOf(note.category)}</LabelBadge>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
        {notePreviewOf(note.content)}
      </p>
      {note.summary && (
        <p className="rounded-lg bg-muted px-3 py-2 text-xs break-words">
          <span className="font-medium">Summary: </span>
          {note.summary}
        </p>
      )}
      <TagList tags={note.tags} />
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span>
          Updated <time dateTime={note.updatedAt}>{formatDay(note.updatedAt)}</time>
        </span>
        <span>{wordCountLabel(note.wordCount)}</span>
      </p>
      <ItemActions
        onEdit={() => onEdit(note)}
        deletion={{
          kind: 'note',
          title: note.title,
          remove: () => remove.mutateAsync(note.id),
          isPending: remove.isPending,
        }}
        beforeDelete={
          <Button
            variant="outline"
            size="sm"
            // A toggle keeps one name; its state is read as pressed or not.
            aria-label="Star"
            aria-pressed={isStarred}
            title={isStarred ? 'Unstar this note' : 'Star this note'}
            onClick={handleStar}
            disabled={update.isPending}
          >
            <Star aria-hidden className={cn(isStarred && 'fill-amber-400 text-amber-500')} />
            {isStarred ? 'Starred' : 'Star'}
          </Button>
        }
      />
    </li>
  );
}
