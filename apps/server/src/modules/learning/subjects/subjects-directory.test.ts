import { describe, expect, it } from 'vitest';
import {
  EducationalSubjectsSchema,
  LEARNING_CATEGORIES,
  SUBJECT_SOURCE_TYPES,
  type Difficulty,
  type EducationalSubject,
} from '@polymath/shared';
import { EDUCATIONAL_SUBJECTS } from './subjects-directory';

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const LEVEL: Record<Difficulty, number> = { beginner: 0, intermediate: 1, advanced: 2 };

function allSubjects(): Array<[key: string, subject: EducationalSubject]> {
  return Object.values(EDUCATIONAL_SUBJECTS).flatMap((category) =>
    Object.entries(category.subjects),
  );
}

describe('EDUCATIONAL_SUBJECTS', () => {
  it('parses with the shared schema', () => {
    expect(() => EducationalSubjectsSchema.parse(EDUCATIONAL_SUBJECTS)).not.toThrow();
  });

  it('covers every learning category and nothing else', () => {
    const names = Object.keys(EDUCATIONAL_SUBJECTS);
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect([...names].sort()).toEqual([...LEARNING_CATEGORIES].sort());
  });

  it('has at least 72 subjects and at least 5 in each category', () => {
    expect(allSubjects().length).toBeGreaterThanOrEqual(72);
    for (const [name, category] of Object.entries(EDUCATIONAL_SUBJECTS)) {
      expect(category.description.trim(), name).not.toBe('');
      expect(Object.keys(category.subjects).length, name).toBeGreaterThanOrEqual(5);
    }
  });

  it('uses unique kebab-case subject keys and unique titles', () => {
    const entries = allSubjects();
    const keys = entries.map(([key]) => key);
    const titles = entries.map(([, subject]) => subject.title.toLowerCase());
    for (const key of keys) expect(key).toMatch(KEBAB_CASE);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('mixes all three difficulties', () => {
    const levels = new Set(allSubjects().map(([, subject]) => subject.difficulty));
    expect([...levels].sort()).toEqual(['advanced', 'beginner', 'intermediate']);
  });

  it('gives every subject a description, a time estimate and 2-5 valid sources', () => {
    for (const [key, subject] of allSubjects()) {
      expect(subject.description.trim().length, key).toBeGreaterThan(20);
      expect(subject.estimatedTime, key).toMatch(/\d/);
      expect(subject.sources.length, key).toBeGreaterThanOrEqual(2);
      expect(subject.sources.length, key).toBeLessThanOrEqual(5);

      const urls = subject.sources.map((source) => source.url);
      expect(new Set(urls).size, `${key} repeats a url`).toBe(urls.length);

      for (const source of subject.sources) {
        expect(SUBJECT_SOURCE_TYPES, `${key}: ${source.name}`).toContain(source.type);
        expect(source.name.trim(), key).not.toBe('');
        expect(source.description.trim(), `${key}: ${source.name}`).not.toBe('');
        const url = new URL(source.url);
        expect(url.protocol, source.url).toBe('https:');
        expect(url.hostname, source.url).toContain('.');
      }
    }
  });

  it('gives every subject 3-6 curated topics: lowercase, trimmed, each once', () => {
    for (const [key, subject] of allSubjects()) {
      const topics = subject.topics ?? [];
      expect(topics.length, key).toBeGreaterThanOrEqual(3);
      expect(topics.length, key).toBeLessThanOrEqual(6);
      for (const topic of topics) {
        expect(topic, key).not.toBe('');
        expect(topic, key).toBe(topic.trim());
        expect(topic, key).toBe(topic.toLowerCase());
      }
      expect(new Set(topics).size, `${key} repeats a topic`).toBe(topics.length);
    }
  });

  describe('prerequisites', () => {
    const subjects = new Map(allSubjects());
    const prerequisitesOf = (key: string) => subjects.get(key)?.prerequisites ?? [];

    it('names at most three other subjects of the directory, each once', () => {
      for (const [key, subject] of subjects) {
        const prerequisites = subject.prerequisites ?? [];
        expect(prerequisites.length, key).toBeLessThanOrEqual(3);
        expect(new Set(prerequisites).size, `${key} repeats a prerequisite`).toBe(
          prerequisites.length,
        );
        for (const prerequisite of prerequisites) {
          expect(subjects.has(prerequisite), `${key} <- ${prerequisite}`).toBe(true);
          expect(prerequisite, key).not.toBe(key);
        }
      }
    });

    it('are never harder than the subject that needs them', () => {
      for (const [key, subject] of subjects) {
        for (const prerequisite of prerequisitesOf(key)) {
          const needed = subjects.get(prerequisite);
          if (!needed) continue; // reported by the test above
          expect(
            LEVEL[needed.difficulty],
            `${key} (${subject.difficulty}) <- ${prerequisite} (${needed.difficulty})`,
          ).toBeLessThanOrEqual(LEVEL[subject.difficulty]);
        }
      }
    });

    it('form no cycle', () => {
      // Depth-first search: a subject met again while still on the path closes a cycle.
      const done = new Set<string>();
      const cycleFrom = (key: string, trail: string[]): string[] | undefined => {
        if (trail.includes(key)) return [...trail.slice(trail.indexOf(key)), key];
        if (done.has(key)) return undefined;
        for (const prerequisite of prerequisitesOf(key)) {
          const cycle = cycleFrom(prerequisite, [...trail, key]);
          if (cycle) return cycle;
        }
        done.add(key);
        return undefined;
      };
      for (const key of subjects.keys()) expect(cycleFrom(key, []), key).toBeUndefined();
    });

    it('are curated for the subjects that build on others, not guessed from shared words', () => {
      expect(prerequisitesOf('machine-learning')).toEqual([
        'python-programming',
        'linear-algebra',
        'statistics-and-probability',
      ]);
      expect(prerequisitesOf('macroeconomics')).toEqual(['microeconomics']);
      expect(prerequisitesOf('pharmacology')).toEqual([
        'human-anatomy-and-physiology',
        'biochemistry',
      ]);
      expect(prerequisitesOf('japanese')).toEqual([]);
      expect(prerequisitesOf('human-anatomy-and-physiology')).not.toContain('evolution');
      const withPrerequisites = [...subjects.keys()].filter((key) => prerequisitesOf(key).length);
      expect(withPrerequisites.length).toBeGreaterThan(0);
      expect(withPrerequisites.length).toBeLessThan(subjects.size / 2);
    });
  });
});
