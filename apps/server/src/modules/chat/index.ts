/**
 * The chat module: questions answered with sources and a verification score. Other modules use only
 * this file: the ports they implement (a knowledge finder, a reply kind, personalization), the
 * chat's own reply kind and the engine's shape.
 */
export { createChatModule } from './chat.module';
export { mediaNotAvailable } from './reply-kinds/media-not-available';
export type { ChatModuleDeps } from './chat.module';
export type { ChatService } from './chat.service';
export type { AiEngine } from './chat.deps';
export type {
  AskerLocation,
  KnowledgeFinder,
  KnowledgeHit,
  LookupOptions,
  Personalization,
  PersonalizationSource,
  ReplyKind,
  SourceKind,
  SourceLink,
} from './chat.ports';
