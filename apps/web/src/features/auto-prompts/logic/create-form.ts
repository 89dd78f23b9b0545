import {
  CreateAutoPromptSchema,
  isValidTriggerValue,
  type CreateAutoPrompt,
} from '@polymath/shared';

/** The trigger types the create form offers (001 §3: condition is not creatable). */
export type CreatableTriggerType = CreateAutoPrompt['triggerType'];

/** What the create form holds, as typed. */
export interface CreateFormValues {
  name: string;
  prompt: string;
  triggerType: CreatableTriggerType;
  intervalMinutes: string;
  time: string;
  maxExecutions: string;
}

/** What is wrong with the trigger and max-executions fields, by field. */
export interface CreateFormErrors {
  intervalMinutes?: string;
  time?: string;
  maxExecutions?: string;
}

const WHOLE_NUMBER = /^\d+$/;

function triggerValueOf(values: CreateFormValues): string {
  if (values.triggerType === 'interval') return values.intervalMinutes.trim();
  if (values.triggerType === 'time') return values.time.trim();
  return '';
}

/** The problems to show beside the fields (name and prompt only keep Create disabled). */
export function createFormErrors(values: CreateFormValues): CreateFormErrors {
  const errors: CreateFormErrors = {};
  const triggerValue = triggerValueOf(values);
  if (values.triggerType === 'interval' && !isValidTriggerValue('interval', triggerValue)) {
    errors.intervalMinutes = 'Enter a whole number of minutes, 1 or more.';
  }
  if (values.triggerType === 'time' && !isValidTriggerValue('time', triggerValue)) {
    errors.time = 'Enter a time as HH:MM, 24-hour.';
  }
  const max = values.maxExecutions.trim();
  if (max !== '' && (!WHOLE_NUMBER.test(max) || Number(max) < 1)) {
    errors.maxExecutions = 'Enter a whole number, 1 or more, or leave it empty for no limit.';
  }
  return errors;
}

/**
 * The new prompt the form describes, or null while it cannot be created: name and prompt are
 * required (001 §5, otherwise nothing happens), and the trigger and maximum must be valid.
 */
export function toCreateAutoPrompt(values: CreateFormValues): CreateAutoPrompt | null {
  if (Object.keys(createFormErrors(values)).length > 0) return null;
  const max = values.maxExecutions.trim();
  const parsed = CreateAutoPromptSchema.safeParse({
    name: values.name,
    prompt: values.prompt,
    triggerType: values.triggerType,
    triggerValue: triggerValueOf(values),
    maxExecutions: max === '' ? undefined : Number(max),
  });
  return parsed.success ? parsed.data : null;
}
