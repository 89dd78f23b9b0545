import type { ChatResponse, ChatStreamEvent } from '@polymath/shared';

/** A complete answer as the server sends it, with sources and verification. */
export function chatResponse(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    message: 'Photosynthesis turns light into chemical energy.',
    model: 'polymath-local',
    sources: [
      {
        source: 'https://en.wikipedia.org/wiki/Photosynthesis',
        reliability: 0.9,
        content: 'Photosynthesis is a biological process. '.repeat(8),
      },
    ],
    verification: { confidence: 0.82, inconsistencies: [] },
    feedbackData: {
      messageId: 'reply-1',
      userMessage: 'What is photosynthesis?',
      aiResponse: 'Photosynthesis turns light into chemical energy.',
      category: 'analyzing science',
      responseTime: 120,
      verificationScore: 0.82,
      model: 'polymath-local',
      timestamp: '2026-01-31T09:30:00.000Z',
      accuracy: 0.8,
      relevance: 0.9,
      helpfulness: 0.7,
    },
    rewards: [],
    ...overrides,
  };
}

/** One server-sent event as it travels over the wire. */
export function sseFrame(event: ChatStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** A streamed reply the test feeds piece by piece, or ends or breaks when it chooses. */
export interface ControlledStream {
  response: Response;
  send: (event: ChatStreamEvent) => void;
  close: () => void;
  /** Breaks the connection, as a network drop would. */
  fail: (reason?: unknown) => void;
}

/** An SSE response whose events the test pushes. */
export function controlledSseResponse(): ControlledStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event) => controller.enqueue(encoder.encode(sseFrame(event))),
    close: () => controller.close(),
    fail: (reason = new TypeError('network error')) => controller.error(reason),
  };
}

/** An SSE response carrying `events` and then ending. */
export function sseResponse(events: readonly ChatStreamEvent[]): Response {
  return new Response(events.map(sseFrame).join(''), {
    headers: { 'Content-Type': 'text/event-stream' },
  });
}

/** The events of a whole streamed answer: start, the text in two pieces, done. */
export function answerEvents(requestId: string, response = chatResponse()): ChatStreamEvent[] {
  const half = Math.ceil(response.message.length / 2);
  return [
    { type: 'start', requestId, model: response.model },
    { type: 'delta', text: response.message.slice(0, half) },
    { type: 'delta', text: response.message.slice(half) },
    { type: 'done', requestId, response },
  ];
}
