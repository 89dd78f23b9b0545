import { describe, expect, it } from 'vitest';
import { categorize } from './categorize';

describe('categorize', () => {
  it.each([
    [
      'Photosynthesis',
      'Photosynthesis is a biological process by which plants and other organisms convert light energy into chemical energy.',
      ['Photosynthesis', 'Plant physiology', 'Biological processes'],
      'science',
    ],
    [
      'French Revolution',
      'The French Revolution was a period of political and societal change in France.',
      ['French Revolution', '18th-century revolutions', 'Wars involving France'],
      'history',
    ],
    [
      'Pythagorean theorem',
      'In mathematics, the Pythagorean theorem is a relation in Euclidean geometry.',
      ['Theorems in geometry', 'Euclidean geometry'],
      'mathematics',
    ],
    [
      'Lake Titicaca',
      'Lake Titicaca is a large freshwater lake in the Andes mountains on the border of Bolivia and Peru.',
      ['Lakes of Peru', 'Landforms of Puno Region', 'Bolivia–Peru border'],
      'geography',
    ],
    [
      'Python (programming language)',
      'Python is a high-level, general-purpose programming language.',
      ['Programming languages', 'Cross-platform software'],
      'technology',
    ],
    [
      'Mona Lisa',
      'The Mona Lisa is a half-length portrait painting by the Italian artist Leonardo da Vinci.',
      ['Paintings by Leonardo da Vinci', 'Collection of the Louvre'],
      'arts',
    ],
    [
      'Influenza',
      'Influenza, commonly known as the flu, is an infectious disease caused by influenza viruses.',
      ['Influenza', 'Viral respiratory tract infections', 'Vaccine-preventable diseases'],
      'health',
    ],
    [
      'Red fox',
      'The red fox is the largest of the true foxes and is a mammal species of the order Carnivora.',
      ['Mammals of Europe', 'Fauna of Asia'],
      'nature',
    ],
  ])('files %s under the right category', (title, extract, categories, expected) => {
    expect(categorize({ title, extract, categories })).toBe(expected);
  });

  it('falls back to general', () => {
    expect(categorize({ title: 'Zzyzx', extract: 'Zzyzx is a name.', categories: [] })).toBe(
      'general',
    );
  });
});
