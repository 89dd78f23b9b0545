import underPressure from '@fastify/under-pressure';
import { AppError } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route is answered even under load (liveness must stay truthful). */
    loadShedding?: boolean;
  }
}

/** Seconds a shed client is told to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

export interface LoadSheddingOptions {
  /** Shed above this mean event-loop delay; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled (default 1000 ms; tests use less). */
  sampleIntervalMs?: number;
}

/** Paths whose requests do work worth shedding; everything else is a page or a file of the app. */
const SHED_PREFIXES = ['/api/', '/auth/'];

/**
 * Load shedding: while the event loop lags more than the threshold, new API requests get 503
 * UNAVAILABLE with Retry-After instead of queueing up and timing out for everyone. Pages and the
 * app's own files are always served: they cost a file read, and a refused script chunk would
 * leave the open app unable to show a dialog or tab, with nothing to retry it.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    ...(options.sampleIntervalMs ? { sampleInterval: options.sampleIntervalMs } : {}),
    exposeStatusRoute: false,
    // Returning nothing lets the request through; a rejection goes to the error handler (503).
    pressureHandler: (request, reply, type, value) => {
      if (request.routeOptions.config.loadShedding === false) return undefined;
      if (!SHED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return undefined;
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return Promise.reject(
        new AppError('UNAVAILABLE', {
          message: 'The server is overloaded. Please retry in a few seconds.',
          cause: { pressure: type, value },
        }),
      );
    },
  });
}
