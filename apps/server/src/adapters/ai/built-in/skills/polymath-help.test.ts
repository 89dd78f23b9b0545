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

  it('answers what it can do on this server, and what is still to come', () => {
    const offline = ask('What can you do?');
    expect(offline).toContain('Polymath is an AI assistant');
    expect(offline).not.toContain('web search');
    expect(offline).not.toContain('news headlines');
    expect(offline).toMatch(
      /Coming soon: file and PDF analysis, image and video generation, Vibe-Coding/,
    );
    const connected = polymathHelpSkill.answer({
      question: 'What can Polymath do?',
      context: {
        sources: [],
        capabilities: { webSearch: 'ready', encyclopedia: true, news: true },
      },
    });
    expect(connected).toContain(
      "answers from web search, encyclopedia articles, Polymath's subjects directory with its key terms and facts about countries and cities",
    );
    expect(connected).toContain('the latest news headlines by category from Live Events');
  });

  it('says which engine answers, without the operator’s settings', () => {
    const reply = ask('Which model are you using?');
    expect(reply).toContain('Settings → AI Generation Settings');
    expect(reply).not.toContain('AI_BASE_URL');
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
