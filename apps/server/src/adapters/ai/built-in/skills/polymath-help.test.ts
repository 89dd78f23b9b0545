import { describe, expect, it } from 'vitest';
import { polymathHelpSkill } from './polymath-help';

const ask = (question: string) => polymathHelpSkill.answer({ question, context: { sources: [] } });

describe('polymath help skill', () => {
  it('explains the guest and free limits from the shared constants', () => {
    const reply = ask('How many messages can a guest send?');
    expect(reply).toContain('Guests can send 5 free messages');
    expect(reply).toContain('3 images');
    expect(reply).toContain('$9.99 per month');
  });

  it('explains Study Plans', () => {
    expect(ask('How do I use Study Plans?')).toContain(
      'Open the Learning tab and choose Study Plans',
    );
  });

  it('explains Vibe-Coding with its languages', () => {
    expect(ask('what is vibe coding')).toMatch(/Vibe-Coding.*javascript, python/);
  });

  it('tells appearance themes from conversation themes', () => {
    expect(ask('How do I switch to dark mode?')).toContain('theme toggle');
    expect(ask('What are conversation themes?')).toContain('9 themes');
  });

  it('answers what it can do', () => {
    expect(ask('What can you do?')).toContain('Polymath is an AI assistant');
  });

  it('says which engine answers', () => {
    expect(ask('Which model are you using?')).toContain('AI_BASE_URL');
  });

  it('does not claim everyday words that are not about the app', () => {
    expect(ask('What are the limits of a function in calculus?')).toBeNull();
    expect(ask('What is the main theme of Hamlet?')).toBeNull();
    expect(ask('What is 15% of 240?')).toBeNull();
    expect(ask('Tell me about the history of Rome')).toBeNull();
    expect(ask('What is the passive voice?')).toBeNull();
    expect(ask('What are the main points of the Treaty of Versailles?')).toBeNull();
    expect(ask('How can I improve my productivity?')).toBeNull();
  });

  it('counts everyday words when the question is about the app', () => {
    expect(ask('What are the limits in Polymath?')).toContain('Guests can send 5 free messages');
  });
});
