import { describe, expect, it } from 'vitest';
import { categorizeMessage } from './loading-category';

describe('categorizeMessage', () => {
  it.each([
    ['Summarise the attached PDF', 'analyzing file'],
    ['Generate an image of a dragon', 'generating image'],
    ['Make a short video of waves', 'generating image'],
    ['Write a Python function that reverses a list', 'generating code'],
    ['Write code that explains recursion', 'generating code'],
    ['What is 15% of 240?', 'solving math'],
    ['Convert 5 miles to km', 'solving math'],
    ['How does gravity bend light?', 'analyzing science'],
    ['How does photosynthesis work?', 'analyzing science'],
    ['Write a poem about autumn', 'creating content'],
    ['Tell me about the Roman Empire', 'researching'],
    ['Who was Ada Lovelace?', 'researching'],
    ['Why do we dream?', 'contemplating'],
    ['Hello there', 'thinking'],
  ] as const)('puts "%s" under %s', (message, category) => {
    expect(categorizeMessage(message)).toBe(category);
  });
});
