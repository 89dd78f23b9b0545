import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { PRODUCTIVITY_LIMITS, type ResearchProject } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useCitationPreview } from '../../api/citation-preview';
import { useCreateCitation } from '../../api/citations';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useFocusReturn } from '../../hooks/use-focus-return';
import { CITATION_STYLE_CHOICES, SOURCE_TYPE_CHOICES } from '../../logic/choices';
import {
  canSubmitCitation,
  citationProblemsOf,
  citationRequestOf,
  newCitationValues,
  previewRequestOf,
  type CitationFormValues,
} from '../../logic/citation-form';
import { FormAlert, SelectField, TextAreaField, TextField } from '../shared/form-fields';
import { CitationPreview } from './citation-preview';

/** How long the preview waits for typing to pause. */
export const CITATION_PREVIEW_DEBOUNCE_MS = 400;

/** No project: a Select takes no empty value. */
const NO_PROJECT = 'none';

/** Props of CitationDialog. */
export interface CitationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: readonly ResearchProject[];
  /** The project the new citation starts in (the list's filter), if any. */
  projectId?: string;
}

/**
 * New Citation (001 §2): the source's details, the style picker and a live preview of the
 * reference as the server formats it, with Copy.
 */
export function CitationDialog({ open, onOpenChange, projects, projectId }: CitationDialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="New Citation" description={null} className="max-w-2xl" {...focusReturn}>
        <CitationForm
          projects={projects}
          projectId={projectId}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function CitationForm({
  projects,
  projectId,
  onDone,
}: {
  projects: readonly ResearchProject[];
  projectId?: string;
  onDone: () => void;
}) {
  const [values, setValues] = useState<CitationFormValues>(() => newCitationValues(projectId));
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateCitation();
  const problems = citationProblemsOf(values);
  const previewRequest = useDebouncedValue(previewRequestOf(values), CITATION_PREVIEW_DEBOUNCE_MS);
  const preview = useCitationPreview(previewRequest);
  const set = (change: Partial<CitationFormValues>) =>
    setValues((current) => ({ ...current, ...change }));
  const projectChoices = [
    { value: NO_PROJECT, label: 'No project' },
    ...projects.map((project) => ({ value: project.id, label: project.title })),
  ];

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitCitation(values) || create.isPending) return;
    setProblem(null);
    try {
      await create.mutateAsync(citationRequestOf(values));
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Title"
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
        maxLength={PRODUCTIVITY_LIMITS.titleChars * 2}
        required
      />
      <TextField
        label="Authors"
        hint="Separate authors with commas or semicolons; write each as “Thomas S. Kuhn”, “Kuhn, Thomas S.” or an organisation’s name"
        value={values.authors}
        onChange={(event) => set({ authors: event.target.value })}
        error={problems.authors}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Source type"
          value={values.sourceType}
          choices={SOURCE_TYPE_CHOICES}
          onChange={(sourceType) => set({ sourceType })}
        />
        <SelectField
          label="Citation style"
          value={values.citationStyle}
          choices={CITATION_STYLE_CHOICES}
          onChange={(citationStyle) => set({ citationStyle })}
        />
      </div>
      <TextField
        label="URL"
        type="url"
        inputMode="url"
        value={values.url}
        onChange={(event) => set({ url: event.target.value })}
        placeholder="https://"
        error={values.url ? problems.url : undefined}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Publisher"
          value={values.publisher}
          onChange={(event) => set({ publisher: event.target.value })}
          error={problems.publisher}
        />
        <TextField
          label="Publication date"
          hint="YYYY, YYYY-MM or YYYY-MM-DD"
          value={values.publicationDate}
          onChange={(event) => set({ publicationDate: event.target.value })}
          error={values.publicationDate ? problems.publicationDate : undefined}
        />
        <TextField
          label="DOI"
          value={values.doi}
          onChange={(event) => set({ doi: event.target.value })}
          placeholder="10.1000/xyz123"
          error={values.doi ? problems.doi : undefined}
        />
      </div>
      <TextAreaField
        label="Notes"
        value={values.notes}
        onChange={(event) => set({ notes: event.target.value })}
        rows={2}
        maxLength={PRODUCTIVITY_LIMITS.descriptionChars}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Tags"
          hint="Separate tags with commas"
          value={values.tags}
          onChange={(event) => set({ tags: event.target.value })}
          error={problems.tags}
        />
        <SelectField
          label="Project"
          value={values.projectId || NO_PROJECT}
          choices={projectChoices}
          onChange={(picked) => set({ projectId: picked === NO_PROJECT ? '' : picked })}
        />
      </div>
      <CitationPreview
        style={values.citationStyle}
        isWaiting={previewRequest === null}
        isLoading={preview.isFetching}
        error={preview.isError ? preview.error.message : null}
        text={preview.data?.[values.citationStyle] ?? null}
      />
      <FormAlert message={problem} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmitCitation(values) || create.isPending}>
          {create.isPending && <Loader2 className="animate-spin" aria-hidden />}
          Create Citation
        </Button>
      </DialogFooter>
    </form>
  );
}
