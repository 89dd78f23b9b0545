import { describe, expect, it } from 'vitest';
import { greetingsSkill } from './greetings';

const answer = (question: string) => greetingsSkill.answer({ question, context: { sources: [] } });

describe('greetings skill', () => {
  it.each(['hi', 'Hello!', 'hey there', 'Good morning'])('greets back on "%s"', (question) => {
    expect(answer(question)).toMatch(/^Hello! I'm Polymath\. I can work out math/);
  });

  it('answers thanks', () => {
    expect(answer('Thanks a lot!')).toMatch(/You're welcome/);
  });

  it('answers how are you with what it can do', () => {
    expect(answer('How are you?')).toMatch(/doing well.*unit conversions/);
  });

  it('answers a greeting followed by how are you', () => {
    expect(answer('Hey Polymath, how are you doing today?')).toMatch(/doing well/);
  });

  it('leaves a real question that starts with hi to other skills', () => {
    expect(answer('hi, what is 2+2?')).toBeNull();
    expect(answer('Hello, who painted the Mona Lisa?')).toBeNull();
    expect(answer('hi, can you tell me how the French revolution started and why')).toBeNull();
    expect(answer('What is 2 + 2?')).toBeNull();
  });
});
