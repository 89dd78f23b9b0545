import type { CDPSession } from 'playwright-core';

/** Bytes Chromium received over the network per kind of resource, headers included. */
export interface TransferTotals {
  script: number;
  stylesheet: number;
  document: number;
  /** Fonts, images, API calls and anything else. */
  other: number;
  total: number;
}

/** The CDP resource types counted under their own name; the rest go to `other`. */
const NAMED_TYPES = { Script: 'script', Stylesheet: 'stylesheet', Document: 'document' } as const;

/**
 * Records what Chromium transfers through the DevTools protocol: each finished request's
 * `encodedDataLength`, the bytes that came over the wire (compressed body plus headers), by its
 * resource type. A response served from the browser's cache counts what it transferred: nothing.
 */
export async function logTransfers(cdp: CDPSession): Promise<{
  totals(): TransferTotals;
  /** Resolves once no request has been in flight for `quietMs`. */
  waitForQuiet(quietMs: number, timeoutMs: number): Promise<void>;
}> {
  const typeOf = new Map<string, string>();
  const inFlight = new Set<string>();
  const totals: TransferTotals = { script: 0, stylesheet: 0, document: 0, other: 0, total: 0 };
  let lastActivityAt = Date.now();

  cdp.on('Network.requestWillBeSent', (event) => {
    typeOf.set(event.requestId, event.type ?? 'Other');
    inFlight.add(event.requestId);
    lastActivityAt = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = typeOf.get(event.requestId) ?? 'Other';
    const kind = NAMED_TYPES[type as keyof typeof NAMED_TYPES] ?? 'other';
    totals[kind] += event.encodedDataLength;
    totals.total += event.encodedDataLength;
    inFlight.delete(event.requestId);
    lastActivityAt = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    lastActivityAt = Date.now();
  });
  // The cache is off so that every figure is a first visit's, whatever ran before in the profile.
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  return {
    totals: () => ({ ...totals }),
    waitForQuiet: async (quietMs, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivityAt < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(`The network was still busy after ${timeoutMs} ms.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
