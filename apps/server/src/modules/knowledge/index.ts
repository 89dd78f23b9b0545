/** The knowledge module: the store of learned articles and its statistics. Other modules use only this file. */
export { createKnowledgeModule } from './knowledge.module';
export type { Knowledge } from './knowledge.module';
export { createKnowledgeService } from './knowledge.service';
export type { KnowledgeService } from './knowledge.service';
