import { describe, expect, it } from 'vitest';
import type { ExtractedContext } from '../context.schemas';
import { scoreImportance, scoreRelevance } from './scoring';

function contextWith(overrides: Partial<ExtractedContext>): ExtractedContext {
  return {
    entities: [],
    concepts: [],
    relationships: [],
    codeSnippets: [],
    learningTopics: [],
    userPreferences: [],
    projectDetails: [],
    emotionalTone: 'neutral',
    technicalLevel: 'intermediate',
    priority: 'medium',
    ...overrides,
  };
}

const items = (count: number) => Array.from({ length: count }, (_, index) => `item ${index}`);

describe('scoreRelevance', () => {
  it('weighs concepts ×2, code snippets ×3 and preferences ×4', () => {
    expect(scoreRelevance(contextWith({ concepts: items(1) }))).toBe(2);
    expect(scoreRelevance(contextWith({ codeSnippets: items(1) }))).toBe(3);
    expect(scoreRelevance(contextWith({ userPreferences: items(1) }))).toBe(4);
    expect(scoreRelevance(contextWith({ concepts: items(1), codeSnippets: items(1) }))).toBe(5);
  });

  it('is 0 for a message with nothing in it', () => {
    expect(scoreRelevance(contextWith({}))).toBe(0);
  });

  it('is clamped at 10', () => {
    expect(scoreRelevance(contextWith({ userPreferences: items(3) }))).toBe(10);
  });
});

describe('scoreImportance', () => {
  it('weighs preferences ×3 and project details ×2', () => {
    expect(scoreImportance(contextWith({ userPreferences: items(1) }))).toBe(3);
    expect(scoreImportance(contextWith({ projectDetails: items(2) }))).toBe(4);
  });

  it('adds 2 for high priority and 2 when code is present, once however much code', () => {
    expect(scoreImportance(contextWith({ priority: 'high' }))).toBe(2);
    expect(scoreImportance(contextWith({ codeSnippets: items(3) }))).toBe(2);
    expect(scoreImportance(contextWith({ priority: 'high', codeSnippets: items(1) }))).toBe(4);
  });

  it('is clamped between 1 and 10', () => {
    expect(scoreImportance(contextWith({}))).toBe(1);
    expect(scoreImportance(contextWith({ userPreferences: items(4) }))).toBe(10);
  });
});
