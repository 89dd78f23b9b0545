import type { AssistantCapabilities, ChatRequest } from '@polymath/shared';
import type { PolymathCallContext } from '../../adapters/ai/polymath-context';
import type { KnowledgeHit, LookupNotes, Personalization } from './chat.ports';

/** Degrees of longitude per hour of solar time. */
const DEGREES_PER_HOUR = 15;

/**
 * The context a model call gets: the sources found, the moment of the question, what the server
 * can draw on and what the lookup found out, how a signed-in user wants to be answered, whether
 * it is research, and, when the user shared a location, their place and an approximate time zone.
 */
export function buildCallContext(
  request: ChatRequest,
  hits: readonly KnowledgeHit[],
  now: Date,
  server: {
    capabilities?: AssistantCapabilities | undefined;
    notes?: LookupNotes | undefined;
    personalization?: Personalization | undefined;
  } = {},
): PolymathCallContext {
  const location = request.locationData;
  return {
    ...(server.capabilities ? { capabilities: server.capabilities } : {}),
    ...(server.notes?.web ? { lookup: { web: server.notes.web } } : {}),
    ...(server.personalization ? { personalization: server.personalization } : {}),
    ...(request.researchMode ? { isResearch: true } : {}),
    sources: hits.map((hit) => ({
      title: hit.title,
      content: hit.content,
      excerpt: hit.excerpt,
      reliability: hit.reliability,
      sourceUrl: hit.sourceUrl,
      ...(hit.kind ? { kind: hit.kind } : {}),
      ...(hit.sourceName ? { sourceName: hit.sourceName } : {}),
      ...(hit.publishedAt ? { publishedAt: hit.publishedAt } : {}),
      ...(hit.links?.length ? { links: hit.links } : {}),
    })),
    now: now.toISOString(),
    ...(location
      ? {
          timeZone: timeZoneFromLongitude(location.longitude),
          location: {
            ...(location.city ? { city: location.city } : {}),
            ...(location.country ? { country: location.country } : {}),
          },
        }
      : {}),
  };
}

/**
 * The fixed-offset zone of a longitude (Etc/GMT±N, whose sign is inverted by convention). The
 * browser sends coordinates, not a zone name, and no zone map is bundled, so this is the solar
 * time: right within an hour, without daylight saving.
 */
export function timeZoneFromLongitude(longitude: number): string {
  const hours = Math.round(longitude / DEGREES_PER_HOUR);
  if (hours === 0) return 'Etc/GMT';
  return hours > 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`;
}
