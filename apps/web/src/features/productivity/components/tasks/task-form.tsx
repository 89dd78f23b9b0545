import { useId, useState, type FormEvent, type Ref } from 'react';
import { ChevronDown, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PRODUCTIVITY_LIMITS, type CreateTaskRequest, type TaskStatus } from '@polymath/shared';
import { PRIORITY_CHOICES, STATUS_CHOICES } from '../../logic/choices';
import {
  canSubmitTask,
  durationProblemOf,
  taskRequestOf,
  type TaskFormValues,
} from '../../logic/task-form';
import { FormAlert, SelectField, TextAreaField, TextField } from '../shared/form-fields';

/** Props of TaskForm. */
export interface TaskFormProps {
  initialValues: TaskFormValues;
  submitLabel: string;
  /** Saves; rejects with the reason shown above the buttons. */
  onSubmit: (request: CreateTaskRequest, status: TaskStatus) => Promise<void>;
  onCancel?: () => void;
  /** Edit shows the status too; a new task starts pending. */
  hasStatus?: boolean;
  /** Empties the form after a save (the New Task form). */
  resetsAfterSave?: boolean;
  /** Shows the title alone until More options is pressed (the New Task form's quick entry). */
  hasDetailsToggle?: boolean;
  titleRef?: Ref<HTMLInputElement>;
}

/**
 * The task form of New Task and Edit: title (Create disabled until it is non-blank, 001 §5),
 * description, priority, due date, comma-separated tags and the estimated duration in minutes.
 * Enter in a field submits.
 */
export function TaskForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  hasStatus = false,
  resetsAfterSave = false,
  hasDetailsToggle = false,
  titleRef,
}: TaskFormProps) {
  const [values, setValues] = useState(initialValues);
  const [isShowingDetails, setIsShowingDetails] = useState(!hasDetailsToggle);
  const detailsId = useId();
  const [isSaving, setIsSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<TaskFormValues>) =>
    setValues((current) => ({ ...current, ...change }));
  const durationProblem = durationProblemOf(values.estimatedDuration);
  // A field with a problem is never hidden, or Create would be disabled for no visible reason.
  const areDetailsShown = isShowingDetails || durationProblem !== null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitTask(values) || isSaving) return;
    setIsSaving(true);
    setProblem(null);
    try {
      await onSubmit(taskRequestOf(values), values.status);
      if (resetsAfterSave) setValues(initialValues);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        ref={titleRef}
        label="Title"
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
        placeholder="What needs doing?"
        maxLength={PRODUCTIVITY_LIMITS.titleChars}
        required
      />
      {areDetailsShown && (
        <div id={detailsId} className="grid gap-3">
          <TextAreaField
            label="Description"
            value={values.description}
            onChange={(event) => set({ description: event.target.value })}
            rows={2}
            maxLength={PRODUCTIVITY_LIMITS.descriptionChars}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label="Priority"
              value={values.priority}
              choices={PRIORITY_CHOICES}
              onChange={(priority) => set({ priority })}
            />
            <TextField
              label="Due date"
              type="date"
              value={values.dueDate}
              onChange={(event) => set({ dueDate: event.target.value })}
            />
            <TextField
              label="Estimated duration (minutes)"
              type="number"
              inputMode="numeric"
              min={1}
              max={PRODUCTIVITY_LIMITS.durationMinutes}
              step={1}
              value={values.estimatedDuration}
              onChange={(event) => set({ estimatedDuration: event.target.value })}
              error={durationProblem ?? undefined}
            />
          </div>
          <div className={hasStatus ? 'grid gap-3 sm:grid-cols-[2fr_1fr]' : 'grid'}>
            <TextField
              label="Tags"
              hint="Separate tags with commas"
              value={values.tags}
              onChange={(event) => set({ tags: event.target.value })}
              placeholder="work, urgent"
            />
            {hasStatus && (
              <SelectField
                label="Status"
                value={values.status}
                choices={STATUS_CHOICES}
                onChange={(status) => set({ status })}
              />
            )}
          </div>
        </div>
      )}
      <FormAlert message={problem} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {hasDetailsToggle && (
          <Button
            variant="ghost"
            className="sm:mr-auto"
            aria-expanded={areDetailsShown}
            aria-controls={areDetailsShown ? detailsId : undefined}
            onClick={() => setIsShowingDetails((current) => !current)}
            disabled={durationProblem !== null}
          >
            <ChevronDown
              aria-hidden
              className={
                areDetailsShown ? 'rotate-180 transition-transform' : 'transition-transform'
              }
            />
            More options
          </Button>
        )}
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={!canSubmitTask(values) || isSaving}>
          {isSaving && <Loader2 className="animate-spin" aria-hidden />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
