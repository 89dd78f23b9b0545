import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  NOTE_FIELDS_REQUIRED_MESSAGE,
  PRODUCTIVITY,
  PRODUCTIVITY_LIMITS,
  splitCommaList,
  type CreateNoteRequest,
  type Note,
  type NoteCategory,
} from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { showToast } from '@/components/ui/use-toast';
import { useCreateNote, useUpdateNote } from '../../api/notes';
import { useFocusReturn } from '../../hooks/use-focus-return';
import { NOTE_CATEGORY_CHOICES } from '../../logic/choices';
import { FormAlert, SelectField, TextAreaField, TextField } from '../shared/form-fields';

/** Props of NoteDialog: a new note (blank, or prefilled by `draft`), or `note` to edit. */
export interface NoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  note?: Note;
  draft?: CreateNoteRequest;
}

/** New Note / Edit Note (001 §2 'Smart Notes'): title, content, category and tags. */
export function NoteDialog({ open, onOpenChange, note, draft }: NoteDialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={note ? 'Edit Note' : 'New Note'}
        description={null}
        className="max-w-2xl"
        {...focusReturn}
      >
        <NoteForm note={note} draft={draft} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface NoteFormValues {
  title: string;
  content: string;
  category: NoteCategory;
  tags: string;
}

function initialValuesOf(note?: Note, draft?: CreateNoteRequest): NoteFormValues {
  const source = note ?? draft;
  return {
    title: source?.title ?? '',
    content: source?.content ?? '',
    category: source?.category ?? PRODUCTIVITY.noteCategory,
    tags: (source?.tags ?? []).join(', '),
  };
}

function NoteForm({
  note,
  draft,
  onDone,
}: {
  note?: Note;
  draft?: CreateNoteRequest;
  onDone: () => void;
}) {
  const [values, setValues] = useState(() => initialValuesOf(note, draft));
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateNote();
  const update = useUpdateNote();
  const isSaving = create.isPending || update.isPending;
  const set = (change: Partial<NoteFormValues>) =>
    setValues((current) => ({ ...current, ...change }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    // 001 §5: both are required, and the user is told so (the Save button stays pressable).
    if (values.title.trim() === '' || values.content.trim() === '') {
      setAlert(NOTE_FIELDS_REQUIRED_MESSAGE);
      return;
    }
    setAlert(null);
    const request = {
      title: values.title.trim(),
      content: values.content,
      category: values.category,
      tags: splitCommaList(values.tags),
    };
    try {
      if (note) await update.mutateAsync({ id: note.id, change: request });
      else await create.mutateAsync(request);
    } catch (error) {
      // The §8 alert words (see createNoteFailureMessage).
      setAlert(error instanceof Error ? error.message : String(error));
      return;
    }
    showToast({ title: note ? 'Note saved' : 'Note created', description: request.title });
    onDone();
  };

  return (
    <form className="grid gap-3" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Title"
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
        maxLength={PRODUCTIVITY_LIMITS.titleChars}
        required
      />
      <TextAreaField
        label="Content"
        value={values.content}
        onChange={(event) => set({ content: event.target.value })}
        rows={8}
        maxLength={PRODUCTIVITY_LIMITS.noteContentChars}
        required
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Category"
          value={values.category}
          choices={NOTE_CATEGORY_CHOICES}
          onChange={(category) => set({ category })}
        />
        <TextField
          label="Tags"
          hint="Separate tags with commas"
          value={values.tags}
          onChange={(event) => set({ tags: event.target.value })}
        />
      </div>
      <FormAlert message={alert} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Loader2 className="animate-spin" aria-hidden />}
          {note ? 'Save Note' : 'Create Note'}
        </Button>
      </DialogFooter>
    </form>
  );
}
