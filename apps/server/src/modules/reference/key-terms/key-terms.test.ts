import { describe, expect, it } from 'vitest';
import { EDUCATIONAL_SUBJECTS } from '../../learning/subjects/subjects-directory';
import type { KeyTerm } from './key-term';
import { KEY_TERMS } from './index';

const SUBJECT_IDS = Object.values(EDUCATIONAL_SUBJECTS).flatMap((category) =>
  Object.keys(category.subjects),
);

// The answer engine splits a definition into sentences the same way before quoting it.
function sentencesOf(definition: string): string[] {
  return definition.split(/(?<=[.!?])\s+/);
}

function namesOf(keyTerm: KeyTerm): string[] {
  return [keyTerm.term, ...(keyTerm.aliases ?? [])];
}

describe('KEY_TERMS', () => {
  it('files every term under a subject of the directory', () => {
    for (const keyTerm of KEY_TERMS) expect(SUBJECT_IDS, keyTerm.term).toContain(keyTerm.subjectId);
  });

  it('gives every subject of the directory at least one term', () => {
    const covered = new Set(KEY_TERMS.map((keyTerm) => keyTerm.subjectId));
    for (const subjectId of SUBJECT_IDS) expect(covered.has(subjectId), subjectId).toBe(true);
  });

  it('uses no term or alias twice, ignoring case', () => {
    const seen = new Map<string, string>();
    for (const keyTerm of KEY_TERMS) {
      for (const name of namesOf(keyTerm)) {
        const key = name.toLowerCase();
        expect(seen.get(key), `${name} (${keyTerm.term})`).toBeUndefined();
        seen.set(key, keyTerm.term);
      }
    }
  });

  it('names the term or one of its aliases in the first sentence', () => {
    for (const keyTerm of KEY_TERMS) {
      const first = (sentencesOf(keyTerm.definition)[0] ?? '').toLowerCase();
      const named = namesOf(keyTerm).some((name) => first.includes(name.toLowerCase()));
      expect(named, keyTerm.term).toBe(true);
    }
  });

  it('defines each term in two or three sentences of at most 600 characters', () => {
    for (const keyTerm of KEY_TERMS) {
      const sentences = sentencesOf(keyTerm.definition);
      expect(sentences.length, keyTerm.term).toBeGreaterThanOrEqual(2);
      expect(sentences.length, keyTerm.term).toBeLessThanOrEqual(3);
      expect(keyTerm.definition.length, keyTerm.term).toBeLessThanOrEqual(600);
      expect(keyTerm.definition, keyTerm.term).toMatch(/\.$/);
      expect(keyTerm.definition, keyTerm.term).not.toMatch(/\n/);
    }
  });
});
