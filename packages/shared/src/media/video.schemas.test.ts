import { describe, expect, it } from 'vitest';
import { VIDEO } from '../constants';
import {
  GenerateVideoRequestSchema,
  VideoOperationSchema,
  VideoStatusSchema,
} from './video.schemas';

describe('video schemas', () => {
  const request = { prompt: 'a cat surfing', duration: 5, resolution: VIDEO.resolutionWide };

  it('defaults the steps to 50', () => {
    expect(GenerateVideoRequestSchema.parse(request).steps).toBe(VIDEO.steps);
  });

  it('accepts only durations of 5, 8 or 10 seconds', () => {
    for (const duration of VIDEO.durationsSeconds) {
      expect(GenerateVideoRequestSchema.safeParse({ ...request, duration }).success).toBe(true);
    }
    expect(GenerateVideoRequestSchema.safeParse({ ...request, duration: 6 }).success).toBe(false);
  });

  it('refuses a blank prompt and an unknown resolution', () => {
    expect(GenerateVideoRequestSchema.safeParse({ ...request, prompt: '  ' }).success).toBe(false);
    expect(GenerateVideoRequestSchema.safeParse({ ...request, resolution: '4k' }).success).toBe(
      false,
    );
  });

  it('refuses a complete status without a video address', () => {
    expect(VideoStatusSchema.safeParse({ status: 'processing' }).success).toBe(true);
    expect(VideoStatusSchema.safeParse({ status: 'complete' }).success).toBe(false);
    expect(VideoStatusSchema.safeParse({ status: 'complete', videoUrl: '/v/1.mp4' }).success).toBe(
      true,
    );
  });

  it('refuses a history entry with an unknown status or aspect ratio', () => {
    const entry = {
      id: 'v1',
      prompt: 'a cat surfing',
      status: 'pending',
      timestamp: '2025-01-31T09:30:00.000Z',
      duration: 8,
      aspectRatio: '9:16',
    };
    expect(VideoOperationSchema.safeParse(entry).success).toBe(true);
    expect(VideoOperationSchema.safeParse({ ...entry, status: 'processing' }).success).toBe(false);
    expect(VideoOperationSchema.safeParse({ ...entry, aspectRatio: '4:3' }).success).toBe(false);
  });
});
