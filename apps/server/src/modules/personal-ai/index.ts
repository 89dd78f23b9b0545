/** The Personal AI module: what the assistant learns about its user. Other modules use only this file. */
export { createPersonalAiModule } from './personal-ai.module';
export type { PersonalAiService } from './personal-ai.service';
