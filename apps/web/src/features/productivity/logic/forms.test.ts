import { describe, expect, it } from 'vitest';
import { makeCitation } from '../testing/productivity-fixtures';
import {
  canSubmitCitation,
  citationFormValuesOf,
  citationProblemsOf,
  citationRequestOf,
  newCitationValues,
  previewRequestOf,
} from './citation-form';
import { canSubmitEvent, eventProblemsOf, eventRequestOf, newEventValues } from './event-form';
import { notePreviewOf, wordCountLabel } from './note-preview';
import { NEW_TASK_VALUES, canSubmitTask, durationProblemOf, taskRequestOf } from './task-form';

describe('the task form', () => {
  it('needs a non-blank title and a whole, positive duration up to a week', () => {
    expect(canSubmitTask(NEW_TASK_VALUES)).toBe(false);
    expect(canSubmitTask({ ...NEW_TASK_VALUES, title: '  ' })).toBe(false);
    expect(canSubmitTask({ ...NEW_TASK_VALUES, title: 'Go' })).toBe(true);
    expect(durationProblemOf('0')).not.toBeNull();
    expect(durationProblemOf('1.5')).not.toBeNull();
    expect(durationProblemOf('10081')).toMatch(/At most 10080/);
    expect(durationProblemOf('45')).toBeNull();
  });

  it('sends trimmed text, split tags and no due date when none is chosen', () => {
    expect(taskRequestOf({ ...NEW_TASK_VALUES, title: ' Go ', tags: 'a, ,b,' })).toEqual({
      title: 'Go',
      description: '',
      priority: 'medium',
      dueDate: null,
      tags: ['a', 'b'],
      estimatedDuration: 60,
    });
  });
});

describe('the event form', () => {
  const now = new Date(2025, 2, 12, 10, 20);

  it('starts a new event at the next hour today, 9:00 on another day, an hour long', () => {
    expect(newEventValues('2025-03-12', now)).toMatchObject({
      startTime: '2025-03-12T11:00',
      endTime: '2025-03-12T12:00',
      eventType: 'meeting',
      priority: 'medium',
      reminderMinutes: '15',
    });
    expect(newEventValues('2025-03-20', now).startTime).toBe('2025-03-20T09:00');
  });

  it('refuses an end before the start and a bad reminder', () => {
    const values = { ...newEventValues('2025-03-20', now), title: 'Talk' };
    expect(canSubmitEvent(values)).toBe(true);
    expect(eventProblemsOf({ ...values, endTime: '2025-03-20T08:00' }).endTime).toBe(
      'The end time must not be before the start time',
    );
    expect(canSubmitEvent({ ...values, endTime: values.startTime })).toBe(true);
    expect(eventProblemsOf({ ...values, reminderMinutes: '-5' }).reminderMinutes).toBeDefined();
    expect(eventProblemsOf({ ...values, startTime: '' }).startTime).toBe(
      'Choose when the event starts',
    );
    expect(eventRequestOf({ ...values, eventType: ' ' }).eventType).toBe('meeting');
  });
});

describe('the citation form', () => {
  it('keeps an author written "Family, Given" together and splits on semicolons', () => {
    const values = { ...newCitationValues(), title: 'Book' };
    expect(
      citationRequestOf({ ...values, authors: 'Kuhn, Thomas S., Ian Hacking' }).authors,
    ).toEqual(['Kuhn, Thomas S.', 'Ian Hacking']);
    expect(
      citationRequestOf({
        ...values,
        authors: 'García Márquez, Gabriel; World Health Organization',
      }).authors,
    ).toEqual(['García Márquez, Gabriel', 'World Health Organization']);
  });

  it('fills the authors field of a saved citation so that it reads back the same', () => {
    const citation = makeCitation({ authors: ['Kuhn, Thomas S.', 'Ian Hacking'] });
    const values = citationFormValuesOf(citation);
    expect(values.authors).toBe('Kuhn, Thomas S.; Ian Hacking');
    expect(citationRequestOf(values).authors).toEqual(citation.authors);
  });

  it('leaves empty fields out and splits the authors', () => {
    const values = { ...newCitationValues(), title: 'Book', authors: 'Ann Lee, , Bo Ma' };
    expect(citationRequestOf(values)).toEqual({
      title: 'Book',
      authors: ['Ann Lee', 'Bo Ma'],
      sourceType: 'website',
      citationStyle: 'APA',
      url: undefined,
      publisher: undefined,
      publicationDate: undefined,
      doi: undefined,
      notes: undefined,
      tags: [],
      projectId: undefined,
    });
  });

  it('names what the server would refuse, and previews only what can be saved', () => {
    const values = { ...newCitationValues(), title: 'Book' };
    expect(citationProblemsOf({ ...values, url: 'ftp://x' }).url).toBeDefined();
    expect(citationProblemsOf({ ...values, publicationDate: 'May 2020' }).publicationDate).toBe(
      'Enter the date as YYYY, YYYY-MM or YYYY-MM-DD',
    );
    expect(citationProblemsOf({ ...values, doi: 'https://doi.org/10.1000/xyz' })).toEqual({});
    expect(canSubmitCitation({ ...values, title: ' ' })).toBe(false);
    expect(previewRequestOf({ ...values, title: ' ' })).toBeNull();
    expect(previewRequestOf({ ...values, doi: 'x' })).toBeNull();
    expect(previewRequestOf({ ...values, citationStyle: 'MLA', notes: 'n' })).toEqual(
      previewRequestOf(values),
    );
  });
});

describe('note cards', () => {
  it('preview the first 200 characters', () => {
    expect(notePreviewOf('short')).toBe('short');
    expect(notePreviewOf('x'.repeat(200))).toBe('x'.repeat(200));
    expect(notePreviewOf(`${'x'.repeat(200)}y`)).toBe(`${'x'.repeat(200)}…`);
  });

  it('count words', () => {
    expect(wordCountLabel(1)).toBe('1 word');
    expect(wordCountLabel(1234)).toBe('1,234 words');
  });
});
