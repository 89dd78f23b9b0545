/**
 * The chat module: questions answered with sources and a verification score. Other modules use only
 * this file: the ports they implement (a knowledge finder, personalization) and the engine's shape.
 */
export { createChatModule } from './chat.module';
export type { ChatModuleDeps } from './chat.module';
export type { ChatService } from './chat.service';
export type { AiEngine } from './chat.deps';
export type {
  AskerLocation,
  KnowledgeFinder,
  KnowledgeHit,
  Personalization,
  PersonalizationSource,
  SourceKind,
  SourceLink,
} from './chat.ports';
