import { useState } from 'react';
import { Plus, Search } from 'lucide-react';
import type { Note, NoteCategory } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { useNotes } from '../../api/notes';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { ALL, NOTE_CATEGORY_FILTER_CHOICES } from '../../logic/choices';
import { SelectField, inputClass } from '../shared/form-fields';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../shared/list-states';
import { NoteCard } from './note-card';
import { NoteDialog } from './note-dialog';

/** The text of an empty notes list (001 §2). */
export const NO_NOTES_TEXT = 'No notes yet. Create your first note to get started!';

/** How long the search box waits for typing to pause before it asks the server. */
export const NOTE_SEARCH_DEBOUNCE_MS = 300;

type EditorState = { isOpen: boolean; note?: Note };

/**
 * The Notes tab, 'Smart Notes' (001 §2): New Note, a search box (full text, on the server), a
 * category filter and starred-only, then the note cards.
 */
export function NotesTab() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<NoteCategory | typeof ALL>(ALL);
  const [isStarredOnly, setIsStarredOnly] = useState(false);
  const [editor, setEditor] = useState<EditorState>({ isOpen: false });
  const q = useDebouncedValue(search.trim(), NOTE_SEARCH_DEBOUNCE_MS);
  const notes = useNotes({
    q: q || undefined,
    category: category === ALL ? undefined : category,
    isStarredOnly,
  });
  const isFiltered = q !== '' || category !== ALL || isStarredOnly;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Smart Notes</h3>
        <Button size="sm" onClick={() => setEditor({ isOpen: true })}>
          <Plus aria-hidden />
          New Note
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor="productivity-note-search" className="text-sm font-medium">
            Search notes
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <input
              id="productivity-note-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setSearch('');
              }}
              placeholder="Words in a title or a note..."
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        <SelectField
          label="Category"
          value={category}
          choices={NOTE_CATEGORY_FILTER_CHOICES}
          onChange={setCategory}
        />
        <Button
          variant="outline"
          aria-pressed={isStarredOnly}
          onClick={() => setIsStarredOnly((current) => !current)}
          className="aria-pressed:bg-accent"
        >
          Starred only
        </Button>
      </div>
      {notes.isPending ? (
        <ListLoading label="Loading notes..." />
      ) : notes.isError ? (
        <ListError
          what="your notes"
          message={notes.error.message}
          onRetry={() => void notes.refetch()}
          isRetrying={notes.isFetching}
        />
      ) : notes.notes.length === 0 ? (
        <ListEmpty
          action={
            isFiltered ? undefined : (
              <Button size="sm" variant="outline" onClick={() => setEditor({ isOpen: true })}>
                <Plus aria-hidden />
                New Note
              </Button>
            )
          }
        >
          {isFiltered ? 'No notes match your search.' : NO_NOTES_TEXT}
        </ListEmpty>
      ) : (
        <>
          <p className="sr-only" role="status">
            {notes.data.pages[0]?.total ?? notes.notes.length} notes found
          </p>
          <ul
            aria-label="Notes"
            aria-busy={notes.isFetching || undefined}
            className="grid gap-3 md:grid-cols-2"
          >
            {notes.notes.map((note) => (
              <NoteCard
                key={note.id}
                note={note}
                onEdit={(picked) => setEditor({ isOpen: true, note: picked })}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={notes.hasNextPage}
            isLoading={notes.isFetchingNextPage}
            onLoadMore={() => void notes.fetchNextPage()}
          />
        </>
      )}
      <NoteDialog
        open={editor.isOpen}
        onOpenChange={(isOpen) => setEditor((current) => ({ ...current, isOpen }))}
        note={editor.note}
      />
    </div>
  );
}
