import type { CalendarEvent } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { calendarFeed } from './calendar-feed';

const DOMAIN = 'polymath.example';

function event(fields: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: '6f1c2b1e-4f0e-4d8e-9a51-0c8a3b2f9d10',
    title: 'Team meeting',
    description: 'Weekly planning',
    startTime: '2025-03-10T09:00:00+01:00',
    endTime: '2025-03-10T10:30:00+01:00',
    location: 'Room 4',
    eventType: 'meeting',
    priority: 'medium',
    reminderMinutes: 15,
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-02T12:34:56.000Z',
    ...fields,
  };
}

function feedOf(...events: CalendarEvent[]): string {
  return calendarFeed({ name: 'Polymath — Ada Lovelace', domain: DOMAIN, events });
}

/** The content lines of an iCalendar text, unfolded (RFC 5545 3.1: CRLF then one space or tab). */
function contentLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** The values of one property (parameters dropped), in order. */
function valuesOf(text: string, property: string): string[] {
  return contentLines(text)
    .filter((line) => line.split(/[:;]/)[0] === property)
    .map((line) => line.slice(line.indexOf(':') + 1));
}

/** The components' BEGIN and END lines, which must nest. */
function structureOf(text: string): string[] {
  return contentLines(text).filter((line) => /^(BEGIN|END):/.test(line));
}

describe('calendarFeed', () => {
  it('makes a valid empty calendar', () => {
    const text = feedOf();
    expect(contentLines(text)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Polymath//Calendar//EN',
      'NAME:Polymath — Ada Lovelace',
      'X-WR-CALNAME:Polymath — Ada Lovelace',
      'END:VCALENDAR',
    ]);
  });

  it('ends every line, the last one too, with CRLF and has no bare LF or CR', () => {
    const text = feedOf(event({ description: 'First line\nsecond line\r\nthird line' }));
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes one VEVENT per event with its fields', () => {
    const text = feedOf(event());
    expect(structureOf(text)).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'BEGIN:VALARM',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(valuesOf(text, 'UID')).toEqual([`6f1c2b1e-4f0e-4d8e-9a51-0c8a3b2f9d10@${DOMAIN}`]);
    // Start and end in UTC, whatever offset the event was stored with.
    expect(valuesOf(text, 'DTSTART')).toEqual(['20250310T080000Z']);
    expect(valuesOf(text, 'DTEND')).toEqual(['20250310T093000Z']);
    expect(valuesOf(text, 'DTSTAMP')).toEqual(['20250302T123456Z']);
    expect(valuesOf(text, 'LAST-MODIFIED')).toEqual(['20250302T123456Z']);
    expect(valuesOf(text, 'SUMMARY')).toEqual(['Team meeting']);
    expect(valuesOf(text, 'DESCRIPTION')[0]).toBe('Weekly planning');
    expect(valuesOf(text, 'LOCATION')).toEqual(['Room 4']);
    expect(valuesOf(text, 'CATEGORIES')).toEqual(['meeting']);
    expect(valuesOf(text, 'PRIORITY')).toEqual(['5']);
  });

  it('leaves out an empty location and description, and LAST-MODIFIED without updatedAt', () => {
    const text = feedOf(event({ location: '', description: '', updatedAt: undefined }));
    expect(valuesOf(text, 'LOCATION')).toEqual([]);
    // The alarm's own DESCRIPTION (the title) is the only one.
    expect(valuesOf(text, 'DESCRIPTION')).toEqual(['Team meeting']);
    expect(valuesOf(text, 'LAST-MODIFIED')).toEqual([]);
    expect(valuesOf(text, 'DTSTAMP')).toEqual(['20250301T080000Z']);
  });

  it('sets a display alarm reminderMinutes before the start', () => {
    const text = feedOf(event({ reminderMinutes: 90 }));
    const lines = contentLines(text);
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT1H30M',
      'DESCRIPTION:Team meeting',
      'END:VALARM',
    ]);
    expect(valuesOf(feedOf(event({ reminderMinutes: 15 })), 'TRIGGER')).toEqual(['-PT15M']);
  });

  it('sets no alarm when the reminder is 0 minutes', () => {
    expect(structureOf(feedOf(event({ reminderMinutes: 0 })))).not.toContain('BEGIN:VALARM');
  });

  it.each([
    ['urgent', '1'],
    ['high', '3'],
    ['medium', '5'],
    ['low', '9'],
  ] as const)('maps the priority %s to PRIORITY %s', (priority, expected) => {
    expect(valuesOf(feedOf(event({ priority })), 'PRIORITY')).toEqual([expected]);
  });

  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    const text = feedOf(
      event({
        title: 'Plan; budget, Q2',
        description: 'Path C:\\temp\\notes\nSecond line',
        location: 'Hall A, Floor 3; east wing',
        eventType: 'review, weekly',
      }),
    );
    expect(valuesOf(text, 'SUMMARY')).toEqual(['Plan\\; budget\\, Q2']);
    expect(valuesOf(text, 'DESCRIPTION')[0]).toBe('Path C:\\\\temp\\\\notes\\nSecond line');
    expect(valuesOf(text, 'LOCATION')).toEqual(['Hall A\\, Floor 3\\; east wing']);
    expect(valuesOf(text, 'CATEGORIES')).toEqual(['review\\, weekly']);
  });

  it('folds lines longer than 75 octets, counting multi-byte characters by their octets', () => {
    const description = `${'Résumé of the quarterly planning — '.repeat(12)}end`;
    const text = feedOf(event({ description }));
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(text).toMatch(/\r\n [^ ]/);
    // Unfolding gives the text back whole, no character split across a fold.
    expect(valuesOf(text, 'DESCRIPTION')[0]).toBe(description);
  });

  it('keeps a text that tries to end the event inside its own property', () => {
    const injection =
      'Lunch\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged@evil.example\r\nSUMMARY:Forged';
    const text = calendarFeed({
      name: 'Ada\r\nX-WR-CALNAME:Forged',
      domain: DOMAIN,
      events: [
        event({
          title: injection,
          description: injection,
          location: injection,
          eventType: injection,
        }),
      ],
    });
    expect(structureOf(text)).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'BEGIN:VALARM',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(valuesOf(text, 'UID')).toEqual([`6f1c2b1e-4f0e-4d8e-9a51-0c8a3b2f9d10@${DOMAIN}`]);
    expect(valuesOf(text, 'X-WR-CALNAME')).toEqual(['Ada\\nX-WR-CALNAME:Forged']);
    expect(valuesOf(text, 'SUMMARY')).toEqual([
      'Lunch\\nEND:VEVENT\\nBEGIN:VEVENT\\nUID:forged@evil.example\\nSUMMARY:Forged',
    ]);
  });

  it('writes the events in the order given, each with its own UID', () => {
    const text = feedOf(
      event({ id: 'a1', title: 'First' }),
      event({
        id: 'b2',
        title: 'Second',
        startTime: '2025-03-11T09:00:00Z',
        endTime: '2025-03-11T09:00:00Z',
      }),
    );
    expect(valuesOf(text, 'UID')).toEqual([`a1@${DOMAIN}`, `b2@${DOMAIN}`]);
    expect(valuesOf(text, 'SUMMARY')).toEqual(['First', 'Second']);
  });
});
