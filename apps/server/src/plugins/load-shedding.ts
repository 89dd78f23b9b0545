import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AppError } from '@polymath/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route is answered even under load (liveness must stay truthful). */
    loadShedding?: boolean;
  }
  interface FastifyInstance {
    /** What load shedding sees now (for tests and diagnostics). */
    loadShedding: LoadSheddingState;
  }
}

/** Seconds a shed client is told to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

/** How load shedding decides; tests sample faster and ask for less. */
export interface LoadSheddingTuning {
  /** How often the event-loop delay is sampled (default 1000 ms). */
  sampleIntervalMs?: number;
  /** Samples in a row above the threshold before the server counts as overloaded (default 3). */
  sustainedSamples?: number;
  /**
   * API requests being answered at once below which nothing is refused (default 8): a browser
   * opens at most 6 connections to a server, so one person's requests alone are never shed.
   */
  minInFlight?: number;
}

export interface LoadSheddingOptions extends LoadSheddingTuning {
  /** Shed above this mean event-loop delay; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
}

export interface LoadSheddingState {
  /** The mean event-loop delay of the last sample, in milliseconds. */
  readonly eventLoopDelayMs: number;
  /** API requests received and not yet answered. */
  readonly inFlight: number;
  /** Whether the delay has been above the threshold for the sustained number of samples. */
  readonly isOverloaded: boolean;
}

/** Paths whose requests do work worth shedding; everything else is a page or a file of the app. */
const SHED_PREFIXES = ['/api/', '/auth/'];

const RESOLUTION_MS = 10;

const isSheddable = (request: FastifyRequest) =>
  request.routeOptions.config.loadShedding !== false &&
  SHED_PREFIXES.some((prefix) => request.url.startsWith(prefix));

/**
 * Load shedding for real overload only: a new API request gets 503 UNAVAILABLE with Retry-After
 * when the event loop has lagged past the threshold for several samples in a row AND many API
 * requests are already waiting for answers. Refusing then spares everyone a timeout; refusing a
 * lone user whose question caught one slow tick (a data set loading, a busy machine) helps nobody,
 * so neither one slow sample nor a lagging loop with few requests refuses anything. Pages and the
 * app's own files are always served: they cost a file read, and a refused script chunk would leave
 * the open app unable to show a dialog or tab, with nothing to retry it.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): void {
  const sampleIntervalMs = options.sampleIntervalMs ?? 1000;
  const sustainedSamples = options.sustainedSamples ?? 3;
  const minInFlight = options.minInFlight ?? 8;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let eventLoopDelayMs = 0;
  let laggingSamples = 0;
  let inFlight = 0;
  const isOverloaded = () => options.maxEventLoopDelayMs > 0 && laggingSamples >= sustainedSamples;

  app.decorate('loadShedding', {
    get eventLoopDelayMs() {
      return eventLoopDelayMs;
    },
    get inFlight() {
      return inFlight;
    },
    get isOverloaded() {
      return isOverloaded();
    },
  });

  histogram.enable();
  let lastSampleAt = performance.now();
  const sample = () => {
    const now = performance.now();
    // A loop blocked for the whole interval records few delays: the timer's own lateness counts.
    const lateness = now - lastSampleAt - sampleIntervalMs;
    lastSampleAt = now;
    // With no delay recorded in the interval the histogram's mean is NaN.
    const meanMs = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : 0;
    eventLoopDelayMs = Math.max(0, meanMs, lateness);
    histogram.reset();
    laggingSamples = eventLoopDelayMs > options.maxEventLoopDelayMs ? laggingSamples + 1 : 0;
  };
  // Not the job queue: what is sampled is this process's own event loop, so every instance
  // samples its own, and each decides for the requests it is answering.
  const timer = setInterval(sample, sampleIntervalMs);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    histogram.disable();
    done();
  });

  const counted = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!isSheddable(request)) {
      done();
      return;
    }
    if (isOverloaded() && inFlight >= minInFlight) {
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      done(
        new AppError('UNAVAILABLE', {
          message: 'The server is overloaded. Please retry in a few seconds.',
          cause: { eventLoopDelayMs, inFlight },
        }),
      );
      return;
    }
    counted.add(request);
    inFlight += 1;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
}
