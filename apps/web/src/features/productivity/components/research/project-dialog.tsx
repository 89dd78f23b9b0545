import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  PRODUCTIVITY_LIMITS,
  splitCommaList,
  type ResearchProject,
  type ResearchProjectStatus,
} from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useCreateProject, useUpdateProject } from '../../api/research-projects';
import { useFocusReturn } from '../../hooks/use-focus-return';
import { PROJECT_STATUS_CHOICES } from '../../logic/choices';
import { FormAlert, SelectField, TextAreaField, TextField } from '../shared/form-fields';

/** Props of ProjectDialog: a new project, or `project` to edit. */
export interface ProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project?: ResearchProject;
}

/** New Project / Edit Project (001 §2): title, description, tags, deadline and status. */
export function ProjectDialog({ open, onOpenChange, project }: ProjectDialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={project ? 'Edit Project' : 'New Project'}
        description={null}
        {...focusReturn}
      >
        <ProjectForm project={project} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProjectForm({ project, onDone }: { project?: ResearchProject; onDone: () => void }) {
  const [title, setTitle] = useState(project?.title ?? '');
  const [description, setDescription] = useState(project?.description ?? '');
  const [tags, setTags] = useState(project?.tags.join(', ') ?? '');
  const [deadline, setDeadline] = useState(project?.deadline ?? '');
  const [status, setStatus] = useState<ResearchProjectStatus>(project?.status ?? 'active');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateProject();
  const update = useUpdateProject();
  const isSaving = create.isPending || update.isPending;
  const canSubmit = title.trim() !== '' && !isSaving;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setProblem(null);
    const request = {
      title: title.trim(),
      description: description.trim(),
      tags: splitCommaList(tags),
      deadline: deadline || null,
      status,
    };
    try {
      if (project) await update.mutateAsync({ id: project.id, change: request });
      else await create.mutateAsync(request);
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={PRODUCTIVITY_LIMITS.titleChars}
        required
      />
      <TextAreaField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        rows={3}
        maxLength={PRODUCTIVITY_LIMITS.descriptionChars}
      />
      <TextField
        label="Tags"
        hint="Separate tags with commas"
        value={tags}
        onChange={(event) => setTags(event.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Deadline"
          type="date"
          value={deadline}
          onChange={(event) => setDeadline(event.target.value)}
        />
        <SelectField
          label="Status"
          value={status}
          choices={PROJECT_STATUS_CHOICES}
          onChange={setStatus}
        />
      </div>
      <FormAlert message={problem} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {isSaving && <Loader2 className="animate-spin" aria-hidden />}
          {project ? 'Save Project' : 'Create Project'}
        </Button>
      </DialogFooter>
    </form>
  );
}
