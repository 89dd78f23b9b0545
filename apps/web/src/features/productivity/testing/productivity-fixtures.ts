import type {
  CalendarEvent,
  ChatResponse,
  Citation,
  CitationStyle,
  Note,
  ResearchProject,
  Task,
} from '@polymath/shared';

// Rows as the server sends them, made up for tests: each kind with its defaults and overrides.

const AT = '2025-01-31T09:30:00.000Z';
let nextId = 1;
export const newId = (kind: string) => `${kind}-${nextId++}`;

/** A task as the server sends it. */
export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: newId('task'),
    title: 'Write the report',
    description: '',
    priority: 'medium',
    status: 'pending',
    dueDate: null,
    tags: [],
    estimatedDuration: 60,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** An event as the server sends it. */
export function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: newId('event'),
    title: 'Team meeting',
    description: '',
    startTime: AT,
    endTime: '2025-01-31T10:30:00.000Z',
    location: '',
    eventType: 'meeting',
    priority: 'medium',
    reminderMinutes: 15,
    ...overrides,
  };
}

/** A note as the server sends it (word count from its content). */
export function makeNote(overrides: Partial<Note> = {}): Note {
  const content = overrides.content ?? 'A thought worth keeping.';
  return {
    id: newId('note'),
    title: 'An idea',
    content,
    tags: [],
    category: 'general',
    isBookmarked: false,
    wordCount: content.split(/\s+/).filter(Boolean).length,
    updatedAt: AT,
    ...overrides,
  };
}

/** A research project as the server sends it. */
export function makeProject(overrides: Partial<ResearchProject> = {}): ResearchProject {
  return {
    id: newId('project'),
    title: 'Climate study',
    description: '',
    tags: [],
    deadline: null,
    status: 'active',
    ...overrides,
  };
}

/**
 * A stand-in for the server's formatter: not a real citation style, but a different text for each
 * style, so a test sees which style a reference is in.
 */
export function fakeReference(style: CitationStyle, fields: { title: string; authors?: string[] }) {
  return `[${style}] ${(fields.authors ?? []).join(' & ') || 'Anonymous'}. ${fields.title}.`;
}

/** A citation as the server sends it, formatted in its style. */
export function makeCitation(overrides: Partial<Citation> = {}): Citation {
  const citation: Citation = {
    id: newId('citation'),
    title: 'Attention Is All You Need',
    authors: ['Ashish Vaswani'],
    sourceType: 'journal',
    citationStyle: 'APA',
    tags: [],
    ...overrides,
  };
  return { ...citation, formattedCitation: fakeReference(citation.citationStyle, citation) };
}

/** A POST /api/chat answer as the server sends it, for the research box. */
export function makeChatAnswer(
  message: string,
  overrides: Partial<ChatResponse> = {},
): ChatResponse {
  return {
    message,
    model: 'polymath-local',
    sources: [],
    verification: { confidence: 0.8, inconsistencies: [] },
    feedbackData: {
      messageId: 'answer-1',
      userMessage: 'question',
      aiResponse: message,
      category: 'researching',
      responseTime: 120,
      verificationScore: 0.8,
      model: 'polymath-local',
      timestamp: AT,
      accuracy: 0.8,
      relevance: 0.8,
      helpfulness: 0.8,
    },
    rewards: [],
    ...overrides,
  };
}
