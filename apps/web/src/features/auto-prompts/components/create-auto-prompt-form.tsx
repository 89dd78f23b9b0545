import { useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { AUTO_PROMPTS, PERSONAL_AI_LIMITS, type CreateAutoPrompt } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlClass, inputHeightClass } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import {
  createFormErrors,
  toCreateAutoPrompt,
  type CreatableTriggerType,
  type CreateFormValues,
} from '../logic/create-form';
import { TriggerTypePicker } from './trigger-type-picker';

/** A prompt's name is a label on its card. */
const DEFAULT_TIME = '09:00';

const EMPTY_FORM: CreateFormValues = {
  name: '',
  prompt: '',
  triggerType: AUTO_PROMPTS.defaultTriggerType,
  intervalMinutes: String(AUTO_PROMPTS.defaultIntervalMinutes),
  time: DEFAULT_TIME,
  maxExecutions: '',
};

/** Props of CreateAutoPromptForm. */
export interface CreateAutoPromptFormProps {
  onCreate: (input: CreateAutoPrompt) => void;
  /** Why nothing more can be created (the limit), shown instead of allowing it. */
  blockedReason?: string | undefined;
}

/**
 * The create form: name and prompt (Create stays disabled until both hold text, 001 §5), the
 * trigger (every N minutes, default 30; a daily HH:MM; or manual) and an optional whole maximum
 * of executions.
 */
export function CreateAutoPromptForm({ onCreate, blockedReason }: CreateAutoPromptFormProps) {
  const [values, setValues] = useState(EMPTY_FORM);
  const nameRef = useRef<HTMLInputElement>(null);
  const errors = createFormErrors(values);
  const input = toCreateAutoPrompt(values);
  const canCreate = input !== null && blockedReason === undefined;

  const change = <K extends keyof CreateFormValues>(key: K, value: CreateFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCreate) return;
    onCreate(input);
    setValues(EMPTY_FORM);
    // Ready for the next one; the Create button has just turned disabled under the focus.
    nameRef.current?.focus();
  };

  return (
    <form onSubmit={handleSubmit} aria-label="New auto prompt" className="grid gap-3">
      <FormField label="Name">
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            maxLength={PERSONAL_AI_LIMITS.autoPromptNameChars}
            placeholder="Morning planning"
            autoComplete="off"
            className={cn(fieldControlClass, inputHeightClass)}
          />
        )}
      </FormField>
      <FormField label="Prompt" hint="Sent to the chat as if you had typed it.">
        {(control) => (
          <textarea
            {...control}
            value={values.prompt}
            onChange={(event) => change('prompt', event.target.value)}
            maxLength={PERSONAL_AI_LIMITS.autoPromptChars}
            rows={3}
            placeholder="What should the assistant be asked?"
            className={fieldControlClass}
          />
        )}
      </FormField>
      <TriggerTypePicker
        value={values.triggerType}
        onChange={(triggerType: CreatableTriggerType) => change('triggerType', triggerType)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {values.triggerType === 'interval' && (
          <FormField label="Every (minutes)" error={errors.intervalMinutes}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={values.intervalMinutes}
                onChange={(event) => change('intervalMinutes', event.target.value)}
                className={cn(fieldControlClass, inputHeightClass)}
              />
            )}
          </FormField>
        )}
        {values.triggerType === 'time' && (
          <FormField
            label="Daily at (24-hour)"
            error={errors.time}
            hint="Once a day, at or after this time, while Polymath is open."
          >
            {(control) => (
              <input
                {...control}
                type="time"
                value={values.time}
                onChange={(event) => change('time', event.target.value)}
                className={cn(fieldControlClass, inputHeightClass)}
              />
            )}
          </FormField>
        )}
        {values.triggerType === 'manual' && (
          <p className="self-center text-sm text-muted-foreground">
            Runs only when you press Trigger now.
          </p>
        )}
        <FormField label="Maximum runs" error={errors.maxExecutions} hint="Empty for no limit">
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.maxExecutions}
              onChange={(event) => change('maxExecutions', event.target.value)}
              placeholder="No limit"
              className={cn(fieldControlClass, inputHeightClass)}
            />
          )}
        </FormField>
      </div>
      {blockedReason && <p className="text-sm text-muted-foreground">{blockedReason}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={!canCreate} className="w-full sm:w-auto">
          <Plus aria-hidden />
          Create
        </Button>
      </div>
    </form>
  );
}
