import { describe, expect, it } from 'vitest';
import { splitCommaList } from './comma-list';
import {
  CalendarEventSchema,
  CreateCalendarEventRequestSchema,
  UpdateCalendarEventRequestSchema,
} from './event.schemas';
import { CreateNoteRequestSchema, NoteSchema, UpdateNoteRequestSchema } from './note.schemas';
import {
  CitationSchema,
  CreateResearchProjectRequestSchema,
  UpdateCitationRequestSchema,
  UpdateResearchProjectRequestSchema,
} from './research.schemas';
import { CreateTaskRequestSchema, TaskSchema, UpdateTaskRequestSchema } from './task.schemas';

const at = '2025-01-31T09:30:00.000Z';

describe('tasks', () => {
  it('defaults a new task to medium priority, 60 minutes, pending, no due date and no tags', () => {
    expect(TaskSchema.parse({ id: 't1', title: 'Write report' })).toEqual({
      id: 't1',
      title: 'Write report',
      description: '',
      priority: 'medium',
      status: 'pending',
      dueDate: null,
      tags: [],
      estimatedDuration: 60,
    });
  });

  it('refuses a blank title', () => {
    const result = CreateTaskRequestSchema.safeParse({ title: '  ' });
    expect(result.error?.issues[0]?.message).toBe('Title is required');
  });

  it('accepts a due day or a due moment, and refuses other text', () => {
    expect(CreateTaskRequestSchema.safeParse({ title: 'a', dueDate: '2025-02-01' }).success).toBe(
      true,
    );
    expect(CreateTaskRequestSchema.safeParse({ title: 'a', dueDate: at }).success).toBe(true);
    expect(CreateTaskRequestSchema.safeParse({ title: 'a', dueDate: 'tomorrow' }).success).toBe(
      false,
    );
  });

  it('refuses unknown priorities and statuses', () => {
    expect(TaskSchema.safeParse({ id: 't1', title: 'a', priority: 'critical' }).success).toBe(
      false,
    );
    expect(TaskSchema.safeParse({ id: 't1', title: 'a', status: 'done' }).success).toBe(false);
  });
});

describe('calendar events', () => {
  const event = { title: 'Standup', startTime: at, endTime: '2025-01-31T09:45:00.000Z' };

  it('defaults the type to meeting, priority medium and a 15-minute reminder', () => {
    expect(CalendarEventSchema.parse({ id: 'e1', ...event })).toMatchObject({
      eventType: 'meeting',
      priority: 'medium',
      reminderMinutes: 15,
      description: '',
      location: '',
    });
  });

  it('refuses an event that ends before it starts', () => {
    const result = CreateCalendarEventRequestSchema.safeParse({
      ...event,
      endTime: '2025-01-31T09:00:00.000Z',
    });
    expect(result.error?.issues[0]?.path).toEqual(['endTime']);
  });
});

describe('notes', () => {
  it('defaults the category to general, no tags and not starred', () => {
    const note = NoteSchema.parse({ id: 'n1', title: 'Idea', content: 'Text', updatedAt: at });
    expect(note).toMatchObject({ category: 'general', tags: [], isBookmarked: false });
  });

  it("refuses a blank title or content with 'Please fill in both title and content'", () => {
    const result = CreateNoteRequestSchema.safeParse({ title: 'Idea', content: ' ' });
    expect(result.error?.issues[0]?.message).toBe('Please fill in both title and content');
  });

  it('accepts the research note the results card saves', () => {
    const note = {
      title: 'Research: Renewable energy trends',
      content: 'Solar keeps growing.',
      category: 'research',
      tags: ['research', 'ai-generated'],
    };
    expect(CreateNoteRequestSchema.safeParse(note).success).toBe(true);
    expect(CreateNoteRequestSchema.safeParse({ ...note, category: 'recipes' }).success).toBe(false);
  });
});

describe('research', () => {
  it('defaults a citation to a website in APA style', () => {
    const citation = CitationSchema.parse({ id: 'c1', title: 'Attention Is All You Need' });
    expect(citation).toMatchObject({ sourceType: 'website', citationStyle: 'APA', authors: [] });
  });

  it('refuses citation styles and source types outside the lists', () => {
    expect(CitationSchema.safeParse({ id: 'c1', title: 'x', citationStyle: 'IEEE' }).success).toBe(
      false,
    );
    expect(CitationSchema.safeParse({ id: 'c1', title: 'x', sourceType: 'tweet' }).success).toBe(
      false,
    );
  });

  it('starts a project active and takes a deadline as a calendar day', () => {
    const project = CreateResearchProjectRequestSchema.parse({
      title: 'AI trends',
      deadline: '2025-03-01',
    });
    expect(project).toMatchObject({ status: 'active', deadline: '2025-03-01' });
    expect(
      CreateResearchProjectRequestSchema.safeParse({ title: 'x', deadline: 'soon' }).success,
    ).toBe(false);
  });
});

describe('splitCommaList', () => {
  it('trims each part and drops empty ones', () => {
    expect(splitCommaList(' ai, , research ,')).toEqual(['ai', 'research']);
    expect(splitCommaList('')).toEqual([]);
  });
});

describe('changes (PATCH bodies)', () => {
  it('parse to the fields sent alone, so a star or a new style leaves the rest as stored', () => {
    expect(UpdateNoteRequestSchema.parse({ isBookmarked: true })).toEqual({ isBookmarked: true });
    expect(UpdateCitationRequestSchema.parse({ citationStyle: 'MLA' })).toEqual({
      citationStyle: 'MLA',
    });
    expect(UpdateTaskRequestSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(UpdateResearchProjectRequestSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(UpdateCalendarEventRequestSchema.parse({ location: 'Room 2' })).toEqual({
      location: 'Room 2',
    });
  });

  it('still check each field sent, and refuse an empty change', () => {
    expect(UpdateTaskRequestSchema.safeParse({ title: ' ' }).error?.issues[0]?.message).toBe(
      'Title is required',
    );
    expect(UpdateNoteRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Nothing to change',
    );
  });
});
