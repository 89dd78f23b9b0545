const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A stored timestamp as the reader's date ('4 Jun 2026'). */
export function formatDay(timestamp: string): string {
  return dayFormat.format(new Date(timestamp));
}
