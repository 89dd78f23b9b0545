import { z } from 'zod';
import { VIDEO } from '../constants';
import { IdSchema, TimestampSchema, nonBlankText } from '../common/common.schemas';

/** 5, 8 or 10 seconds (VIDEO.durationsSeconds). */
export const VideoDurationSchema = z.literal(VIDEO.durationsSeconds);
export type VideoDuration = z.infer<typeof VideoDurationSchema>;

/** 16:9, 9:16 or 1:1 (VIDEO.aspectRatios). */
export const AspectRatioSchema = z.enum(VIDEO.aspectRatios);
export type AspectRatio = z.infer<typeof AspectRatioSchema>;

/** The studio history's entry states (000 §3). */
export const VIDEO_OPERATION_STATUSES = ['complete', 'failed', 'pending'] as const;
/** The states GET /api/video-status reports (000 §3). */
export const VIDEO_PROCESSING_STATUSES = ['processing', 'complete', 'failed'] as const;

/** A Video Generation Studio history entry, kept locally; the last VIDEO.historyShown show. */
export const VideoOperationSchema = z.object({
  id: IdSchema,
  prompt: z.string(),
  status: z.enum(VIDEO_OPERATION_STATUSES),
  /** Present once complete. */
  videoUrl: z.string().min(1).optional(),
  timestamp: TimestampSchema,
  duration: VideoDurationSchema,
  aspectRatio: AspectRatioSchema,
  /** Present when failed. */
  error: z.string().optional(),
});
export type VideoOperation = z.infer<typeof VideoOperationSchema>;

/** GET /api/video-status/{id}: polled every VIDEO.pollIntervalMs until complete or failed. */
export const VideoStatusSchema = z
  .object({
    status: z.enum(VIDEO_PROCESSING_STATUSES),
    videoUrl: z.string().min(1).optional(),
    error: z.string().optional(),
  })
  .refine((video) => video.status !== 'complete' || video.videoUrl !== undefined, {
    message: 'A complete video has a videoUrl',
    path: ['videoUrl'],
  });
export type VideoStatus = z.infer<typeof VideoStatusSchema>;

/** POST /api/generate-video body (000 §5, §7). */
export const GenerateVideoRequestSchema = z.object({
  prompt: nonBlankText('Please describe the video you want'),
  duration: VideoDurationSchema,
  /** VIDEO.resolutionWide for 16:9, VIDEO.resolutionOther for the other ratios. */
  resolution: z.enum([VIDEO.resolutionWide, VIDEO.resolutionOther]),
  steps: z.literal(VIDEO.steps).default(VIDEO.steps),
});
export type GenerateVideoRequest = z.infer<typeof GenerateVideoRequestSchema>;

/**
 * POST /api/generate-video answer (000 §7): the operation id to poll video-status with, and the
 * video's address when it was ready at once.
 */
export const GenerateVideoResponseSchema = z.object({
  success: z.literal(true),
  id: IdSchema,
  videoUrl: z.string().min(1).optional(),
});
export type GenerateVideoResponse = z.infer<typeof GenerateVideoResponseSchema>;
