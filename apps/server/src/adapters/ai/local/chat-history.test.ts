import { describe, expect, it } from 'vitest';
import { toChatHistory } from './chat-history';

describe('toChatHistory', () => {
  it('turns the system prompt and the conversation into the model chat, ending with its turn', () => {
    expect(
      toChatHistory([
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'Hello!' }] },
        { role: 'user', content: [{ type: 'text', text: 'Capital of France?' }] },
      ]),
    ).toEqual([
      { type: 'system', text: 'Be brief.' },
      { type: 'user', text: 'Hi' },
      { type: 'model', response: ['Hello!'] },
      { type: 'user', text: 'Capital of France?' },
      { type: 'model', response: [] },
    ]);
  });

  it('joins two turns of one side in a row, as chat templates expect them to alternate', () => {
    expect(
      toChatHistory([
        { role: 'user', content: [{ type: 'text', text: 'One.' }] },
        { role: 'user', content: [{ type: 'text', text: 'Two.' }] },
      ]),
    ).toEqual([
      { type: 'user', text: 'One.\n\nTwo.' },
      { type: 'model', response: [] },
    ]);
  });
});
