/**
 * Conversions between the form inputs' local values (`<input type="date">`,
 * `<input type="datetime-local">`) and what the API stores (ISO days and timestamps).
 */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A moment as the value of a datetime-local input, in local time (`2025-03-01T09:30`). */
export function toDateTimeInput(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** A datetime-local input's value as an ISO timestamp; null when it is empty or not a moment. */
export function fromDateTimeInput(value: string): string | null {
  if (value === '') return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** The local day part of a task's due date (a day, or a moment), for a date input. */
export function toDateInput(due: string | null | undefined): string {
  if (!due) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(due)) return due;
  const moment = new Date(due);
  if (Number.isNaN(moment.getTime())) return '';
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The next whole hour after `now` on the given local day, as a datetime-local value. */
export function nextHourOn(date: string, now: Date): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const isToday =
    now.getFullYear() === year && now.getMonth() === month - 1 && now.getDate() === day;
  const hour = isToday ? Math.min(now.getHours() + 1, 23) : 9;
  return `${date}T${pad(hour)}:00`;
}

/** A datetime-local value moved by whole minutes (the default end of a new event). */
export function addMinutesToInput(value: string, minutes: number): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return toDateTimeInput(new Date(moment.getTime() + minutes * 60_000).toISOString());
}
