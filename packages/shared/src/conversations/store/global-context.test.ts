import { describe, expect, it } from 'vitest';
import type { Message } from '../../chat/message.schemas';
import type { Conversation } from '../conversation.schemas';
import {
  classifyRequest,
  createGlobalContext,
  findFrequentConcepts,
  findTechnicalLevel,
  mergeRecentTopics,
  updateGlobalContext,
} from './global-context';
import { analyzeMessage } from './message-analysis';
import { extractContext } from './context-extraction';

let counter = 0;
function message(role: Message['role'], content: string, timestamp = '2025-01-31T09:30:00.000Z') {
  counter += 1;
  return analyzeMessage({ id: `m${counter}`, role, content, timestamp, feedback: null });
}

function conversation(messages: Message[]): Conversation {
  return { id: `c${counter}`, title: 't', messages, updatedAt: '2025-01-31T09:30:00.000Z' };
}

describe('mergeRecentTopics', () => {
  it('keeps 3 new topics in front of 7 old ones', () => {
    const old = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8', 'o9', 'o10'];
    const context = {
      ...extractContext(''),
      learningTopics: ['n1', 'n2', 'n3', 'n4'],
    };
    expect(mergeRecentTopics(old, context)).toEqual([
      'n1',
      'n2',
      'n3',
      'o1',
      'o2',
      'o3',
      'o4',
      'o5',
      'o6',
      'o7',
    ]);
  });

  it('moves a topic mentioned again to the front instead of repeating it', () => {
    const context = { ...extractContext(''), learningTopics: ['rust'] };
    expect(mergeRecentTopics(['go', 'rust'], context)).toEqual(['rust', 'go']);
  });

  it('uses concepts when the message has no learning topics', () => {
    expect(mergeRecentTopics(['go'], extractContext('Is my database fast?'))).toEqual([
      'database',
      'go',
    ]);
  });
});

describe('classifyRequest', () => {
  it('labels questions, code, learning, preferences, projects and urgency', () => {
    const text = "Urgent: I prefer Go. I'm building a CLI, how does recursion work?\n```\nx\n```";
    expect(classifyRequest(text, extractContext(text))).toEqual([
      'question',
      'code',
      'learning',
      'preference',
      'project',
      'urgent',
    ]);
  });

  it('gives plain statements no label', () => {
    expect(classifyRequest('Good morning', extractContext('Good morning'))).toEqual([]);
  });
});

describe('findFrequentConcepts', () => {
  it('keeps concepts of at least two user messages, most mentioned first', () => {
    const conversations = [
      conversation([
        message('user', 'recursion and database'),
        message('user', 'recursion again'),
        message('assistant', 'database database'),
      ]),
      conversation([message('user', 'recursion with a database'), message('user', 'an algorithm')]),
    ];
    expect(findFrequentConcepts(conversations)).toEqual(['recursion', 'database']);
  });
});

describe('findTechnicalLevel', () => {
  it("follows the level the user's messages show most often", () => {
    const messages = [
      message('user', "I'm a beginner, what is a loop?", '2025-01-01T00:00:00.000Z'),
      message('user', 'What is a variable, for a beginner?', '2025-01-02T00:00:00.000Z'),
      message('user', 'Concurrency and scalability, please', '2025-01-03T00:00:00.000Z'),
    ];
    expect(findTechnicalLevel([conversation(messages)], 'intermediate')).toBe('beginner');
  });

  it('breaks a tie with the most recent level', () => {
    const messages = [
      message('user', "I'm a beginner, what is a loop?", '2025-01-01T00:00:00.000Z'),
      message('user', 'Concurrency and scalability, please', '2025-01-03T00:00:00.000Z'),
    ];
    expect(findTechnicalLevel([conversation(messages)], 'intermediate')).toBe('advanced');
  });

  it('falls back when there is nothing to go on', () => {
    expect(findTechnicalLevel([], 'beginner')).toBe('beginner');
  });
});

describe('updateGlobalContext', () => {
  it('learns preferences, patterns, topics and level from a user message', () => {
    const added = message('user', 'I prefer short answers. Can you explain recursion?');
    const global = updateGlobalContext(createGlobalContext(), added, [conversation([added])]);
    expect(global.userPreferences).toEqual(['I prefer short answers']);
    expect(global.conversationPatterns).toEqual({ question: 1, learning: 1, preference: 1 });
    expect(global.recentTopics).toEqual(['recursion']);
    expect(global.learningProfile.learningTopics).toEqual(['recursion']);
  });

  it('counts patterns across messages and keeps preferences without repeats', () => {
    const first = message('user', 'I prefer Go. Why?');
    const second = message('user', 'I prefer Go. How?');
    const once = updateGlobalContext(createGlobalContext(), first, []);
    const twice = updateGlobalContext(once, second, []);
    expect(twice.conversationPatterns.question).toBe(2);
    expect(twice.userPreferences).toEqual(['I prefer Go']);
  });

  it('ignores assistant messages', () => {
    const answer = message('assistant', 'I prefer tabs. What is recursion?');
    const global = createGlobalContext();
    expect(updateGlobalContext(global, answer, [conversation([answer])])).toBe(global);
  });
});
