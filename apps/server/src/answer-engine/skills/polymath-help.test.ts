import { describe, expect, it } from 'vitest';
import { featureNotAvailableText, isFeatureAvailable, productFeature } from '@polymath/shared';
import { polymathHelpSkill } from './polymath-help';

const ask = (question: string) => polymathHelpSkill.answer({ question, context: { sources: [] } });
/** The help skill answers in text alone. */
const textOf = (question: string): string => {
  const reply = ask(question);
  return typeof reply === 'string' ? reply : '';
};

describe('polymath help skill', () => {
  it('explains the guest and free limits from the shared constants', () => {
    const reply = textOf('How many messages can a guest send?');
    expect(reply).toContain('Guests can send 5 free messages');
    expect(reply).toContain('3 code generations and 3 code runs');
    expect(reply).toContain('screen analysis is part of Premium');
    expect(reply).toContain('$9.99 per month');
    // Allowances of features this server does not have yet are not offered.
    expect(reply.includes('3 images')).toBe(isFeatureAvailable('image-generation'));
    expect(reply.includes('5 videos')).toBe(isFeatureAvailable('video-generation'));
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
    const offline = textOf('What can you do?');
    expect(offline).toContain('Polymath is an AI assistant');
    expect(offline).not.toContain('web search');
    expect(offline).not.toContain('news headlines');
    // The tile's answer on a fresh server: what works is offered, never listed as coming.
    const [canDo = '', later = ''] = offline.split('\n\n');
    expect(canDo).toContain('- write and run code in Vibe-Coding');
    expect(canDo).toContain('- upload pictures, PDFs and Word documents (up to 10 MB)');
    expect(later).not.toMatch(/file|Vibe-Coding|auto prompts|Personal AI|productivity/);
    expect(later).toContain('Coming soon: image generation');
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

  it('says plainly which features this server does not have yet, as the feature list says', () => {
    const cases = [
      ['How do I share my location?', 'location'],
      ['Can you generate an image?', 'image-generation'],
      ['Can you generate a video?', 'video-generation'],
      ['How do I use voice input?', 'voice-input'],
      ['How do I start a voice call?', 'voice-call'],
      ['How do I use Vibe-Coding?', 'vibe-coding'],
      ['How do I upload a file?', 'file-analysis'],
    ] as const;
    for (const [question, id] of cases) {
      const notYet = `${featureNotAvailableText(productFeature(id))}.`;
      expect(textOf(question).includes(notYet), question).toBe(!isFeatureAvailable(id));
    }
    expect(textOf('How do I use voice input?')).toContain('read-aloud button');
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
