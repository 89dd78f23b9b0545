import type { AutoPrompt } from '@polymath/shared';

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_HOUR = 60;

/** The fields the schedule reads. */
export type ScheduledPrompt = Pick<
  AutoPrompt,
  | 'triggerType'
  | 'triggerValue'
  | 'isActive'
  | 'executionCount'
  | 'maxExecutions'
  | 'lastTriggered'
  | 'createdAt'
>;

/** Whether the prompt has fired as often as its maxExecutions allows. */
export function hasReachedMaxExecutions(prompt: ScheduledPrompt): boolean {
  return prompt.maxExecutions !== undefined && prompt.executionCount >= prompt.maxExecutions;
}

/** Whether the prompt may fire at all: active and under its maximum (001 §4). */
export function canFire(prompt: ScheduledPrompt): boolean {
  return prompt.isActive && !hasReachedMaxExecutions(prompt);
}

function timeOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/**
 * Where the schedule counts from: the last firing, or, for a prompt that never fired, its creation.
 * A prompt stored without a creation time (kept before it was recorded) has no such moment: it is
 * due at once, as "the minutes since the last trigger" are unbounded when there was none.
 */
function referenceTime(prompt: ScheduledPrompt): number | null {
  return timeOf(prompt.lastTriggered) ?? timeOf(prompt.createdAt);
}

/**
 * The moment `HH:MM` falls on the local day of `day`, `dayOffset` days later. Built from the
 * calendar fields, so a day of 23 or 25 hours (a DST change) still gets its wall-clock time; a time
 * the clocks skip (02:30 on a spring-forward night) becomes the first moment after the jump.
 */
function timeOfDayOn(day: Date, triggerValue: string, dayOffset = 0): number {
  const [hours = 0, minutes = 0] = triggerValue.split(':').map(Number);
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate() + dayOffset,
    hours,
    minutes,
  ).getTime();
}

/**
 * When the prompt is next due by its own trigger, or null when nothing schedules it (manual and
 * condition prompts, paused or finished ones). A time in the past means "due now".
 *
 * - interval: `triggerValue` minutes after the reference time (last firing, else creation);
 * - time: the first local `HH:MM` after the reference time, so it fires once a day, and a prompt
 *   created after today's time first fires tomorrow. A missed time (the app was closed) is still
 *   due once when the app opens later that day, and only once however many days were missed.
 */
export function nextRunAt(prompt: ScheduledPrompt, now: Date): number | null {
  if (!canFire(prompt)) return null;
  const reference = referenceTime(prompt);
  switch (prompt.triggerType) {
    case 'interval': {
      if (reference === null) return now.getTime();
      return reference + Number(prompt.triggerValue) * MS_PER_MINUTE;
    }
    case 'time': {
      const today = timeOfDayOn(now, prompt.triggerValue);
      if (reference === null || reference < today) return today;
      return timeOfDayOn(now, prompt.triggerValue, 1);
    }
    case 'manual':
    case 'condition':
      return null;
  }
}

/** Whether the 60-second check should fire the prompt now (001 §4). */
export function isDue(prompt: ScheduledPrompt, now: Date): boolean {
  const next = nextRunAt(prompt, now);
  return next !== null && next <= now.getTime();
}

/**
 * The next-run label of the manager's list (001 §4): Inactive, Ready now, or how long until the
 * next run in minutes (below an hour) or hours. Manual and condition prompts run only when asked.
 */
export function nextRunLabel(prompt: ScheduledPrompt, now: Date): string {
  if (!canFire(prompt)) return 'Inactive';
  const next = nextRunAt(prompt, now);
  if (next === null) return prompt.triggerType === 'manual' ? 'Manual only' : 'On condition';
  const minutesLeft = Math.ceil((next - now.getTime()) / MS_PER_MINUTE);
  if (minutesLeft <= 0) return 'Ready now';
  if (minutesLeft < MINUTES_PER_HOUR) return `in ${minutesLeft} min`;
  return `in ${Math.round(minutesLeft / MINUTES_PER_HOUR)} h`;
}

/**
 * The prompt after one firing (scheduled or Trigger now): one more execution, lastTriggered now,
 * and inactive once it reaches maxExecutions.
 */
export function fire<T extends ScheduledPrompt>(prompt: T, now: Date): T {
  const executionCount = prompt.executionCount + 1;
  const isFinished = prompt.maxExecutions !== undefined && executionCount >= prompt.maxExecutions;
  return {
    ...prompt,
    executionCount,
    lastTriggered: now.toISOString(),
    isActive: prompt.isActive && !isFinished,
  };
}
