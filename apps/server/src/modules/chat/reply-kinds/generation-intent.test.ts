import { describe, expect, it } from 'vitest';
import { featureStatusLabel } from '@polymath/shared';
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
  it.each([
    ['image', 'image-generation'],
    ['video', 'video-generation'],
  ] as const)('says plainly that %s generation is not available yet, by its label', (kind, id) => {
    const answer = mediaNotAvailableAnswer(kind);
    const label = featureStatusLabel(id);
    expect(answer).toMatch(
      new RegExp(
        `^${kind === 'image' ? 'Image' : 'Video'} generation is not available yet on this server`,
      ),
    );
    expect(answer).toContain(`(${label ?? 'missing label'})`);
    expect(answer).toContain(`I cannot create that ${kind}.`);
  });

  it('promises nothing the built-in engine cannot do', () => {
    for (const kind of ['image', 'video'] as const) {
      const answer = mediaNotAvailableAnswer(kind);
      expect(answer).not.toMatch(/prompt|describe it|I can /i);
    }
  });
});
