import { describe, expect, it } from 'vitest';
import { detectMediaRequest, mediaNotAvailableAnswer } from './generation-intent';

describe('detectMediaRequest', () => {
  it('follows the generation mode', () => {
    expect(detectMediaRequest('a cat on a sofa', 'video')).toBe('video');
    expect(detectMediaRequest('a cat on a sofa', 'photo')).toBe('image');
  });

  it('recognises the modes’ prefixes in chat mode', () => {
    expect(detectMediaRequest('create a video of a sunset', 'chat')).toBe('video');
    expect(detectMediaRequest('Generate an image of a dragon', 'chat')).toBe('image');
  });

  it.each([
    ['make me a short video about cats', 'video'],
    ['Can you please generate an animation of a bouncing ball', 'video'],
    ['draw a cat wearing a hat', 'image'],
    ['Could you create a picture of the moon', 'image'],
    ["I'd like you to design a logo for my bakery", 'image'],
  ] as const)('recognises "%s" as %s', (message, kind) => {
    expect(detectMediaRequest(message, 'chat')).toBe(kind);
  });

  it.each([
    'How do I make a video smaller?',
    'What is image compression?',
    'Who painted the Mona Lisa?',
    'What is 15% of 240?',
  ])('leaves the question "%s" to the model', (message) => {
    expect(detectMediaRequest(message, 'chat')).toBeNull();
  });
});

describe('mediaNotAvailableAnswer', () => {
  it('says plainly that the kind of generation is not available yet', () => {
    expect(mediaNotAvailableAnswer('image')).toMatch(/^Image generation is not available yet/);
    expect(mediaNotAvailableAnswer('video')).toMatch(/^Video generation is not available yet/);
  });
});
