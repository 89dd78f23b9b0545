import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { PRODUCTIVITY_LIMITS, type CalendarEvent } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useCreateEvent, useUpdateEvent } from '../../api/calendar-events';
import { useFocusReturn } from '../../hooks/use-focus-return';
import { PRIORITY_CHOICES } from '../../logic/choices';
import {
  canSubmitEvent,
  eventFormValuesOf,
  eventProblemsOf,
  eventRequestOf,
  newEventValues,
  type EventFormValues,
} from '../../logic/event-form';
import { FormAlert, SelectField, TextAreaField, TextField } from '../shared/form-fields';

/** Kinds of event offered as suggestions; the type is an open label. */
const EVENT_TYPE_SUGGESTIONS = [
  'meeting',
  'call',
  'appointment',
  'deadline',
  'reminder',
  'personal',
  'travel',
];

/** Props of EventDialog: a new event on `date`, or `event` to edit. */
export interface EventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
  event?: CalendarEvent;
}

/** New Event / Edit Event: the event's fields, with the end checked against the start as typed. */
export function EventDialog({ open, onOpenChange, date, event }: EventDialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={event ? 'Edit Event' : 'New Event'}
        description={null}
        className="max-w-xl"
        {...focusReturn}
      >
        {/* Keyed so each opening starts from the event (or the day) it was opened for. */}
        <EventForm
          key={event?.id ?? date}
          date={date}
          event={event}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function EventForm({
  date,
  event,
  onDone,
}: {
  date: string;
  event?: CalendarEvent;
  onDone: () => void;
}) {
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? eventFormValuesOf(event) : newEventValues(date, new Date()),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const typesId = useId();
  const problems = eventProblemsOf(values);
  const isSaving = create.isPending || update.isPending;
  const set = (change: Partial<EventFormValues>) =>
    setValues((current) => ({ ...current, ...change }));

  const handleSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!canSubmitEvent(values) || isSaving) return;
    setProblem(null);
    const request = eventRequestOf(values);
    try {
      if (event) await update.mutateAsync({ id: event.id, change: request });
      else await create.mutateAsync(request);
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(formEvent) => void handleSubmit(formEvent)}>
      <TextField
        label="Title"
        value={values.title}
        onChange={(change) => set({ title: change.target.value })}
        maxLength={PRODUCTIVITY_LIMITS.titleChars}
        required
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onChange={(change) => set({ description: change.target.value })}
        rows={2}
        maxLength={PRODUCTIVITY_LIMITS.descriptionChars}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Starts"
          type="datetime-local"
          value={values.startTime}
          onChange={(change) => set({ startTime: change.target.value })}
          error={problems.startTime}
          required
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={values.endTime}
          min={values.startTime || undefined}
          onChange={(change) => set({ endTime: change.target.value })}
          error={problems.endTime}
          required
        />
      </div>
      <TextField
        label="Location"
        value={values.location}
        onChange={(change) => set({ location: change.target.value })}
        maxLength={PRODUCTIVITY_LIMITS.titleChars}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Type"
          value={values.eventType}
          list={typesId}
          onChange={(change) => set({ eventType: change.target.value })}
          maxLength={50}
        />
        <datalist id={typesId}>
          {EVENT_TYPE_SUGGESTIONS.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <SelectField
          label="Priority"
          value={values.priority}
          choices={PRIORITY_CHOICES}
          onChange={(priority) => set({ priority })}
        />
        <TextField
          label="Reminder (minutes before)"
          type="number"
          inputMode="numeric"
          min={0}
          max={PRODUCTIVITY_LIMITS.reminderMinutes}
          step={1}
          value={values.reminderMinutes}
          onChange={(change) => set({ reminderMinutes: change.target.value })}
          error={problems.reminderMinutes}
        />
      </div>
      <FormAlert message={problem} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmitEvent(values) || isSaving}>
          {isSaving && <Loader2 className="animate-spin" aria-hidden />}
          {event ? 'Save' : 'Create Event'}
        </Button>
      </DialogFooter>
    </form>
  );
}
