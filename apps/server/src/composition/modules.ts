import type { AppModule } from '../modules/app-module';
import { createAuthModule } from '../modules/auth';
import { createBillingModule } from '../modules/billing';
import { createCodeModule } from '../modules/code';
import { createConversationsModule } from '../modules/conversations';
import { createFeedbackModule } from '../modules/feedback';
import { createFilesModule } from '../modules/files';
import { createKnowledgeModule } from '../modules/knowledge';
import { createLearningModule } from '../modules/learning';
import { createNewsModule } from '../modules/news';
import { createPersonalAiModule } from '../modules/personal-ai';
import { createProductivityModule } from '../modules/productivity';
import { createRewardsModule } from '../modules/rewards';
import { createServicesModule } from '../modules/services';
import { createSystemModule } from '../modules/system';
import { createUsageModule } from '../modules/usage';
import { createChat } from './chat-wiring';
import { moduleInputsOf } from './module-inputs';
import type { ModuleSources } from './module-sources';

/**
 * Every domain, created in dependency order from its inputs (module-inputs.ts: the configuration
 * as plain values, and the adapters) and the other modules' services it uses, which are named
 * here. Registered in the order returned: auth first, as its hook resolves `request.caller` for
 * every route registered after it.
 */
export function createModules(sources: ModuleSources): AppModule<unknown>[] {
  const inputs = moduleInputsOf(sources);

  const system = createSystemModule(inputs.system);
  const billing = createBillingModule(inputs.billing);
  const planSource = sources.planSource ?? billing.service.planSource;
  const auth = createAuthModule({ ...inputs.auth, planSource });
  const usage = createUsageModule(inputs.usage);
  const rewards = createRewardsModule(inputs.rewards);
  const files = createFilesModule({
    ...inputs.files,
    rewards: rewards.service,
    allowance: usage.service,
  });
  const conversations = createConversationsModule({
    ...inputs.conversations,
    files: files.service,
  });
  const knowledge = createKnowledgeModule(inputs.knowledge);
  const learning = createLearningModule({ ...inputs.learning, rewards: rewards.service });
  const productivity = createProductivityModule(inputs.productivity);
  // A calendar feed link ends with the sessions when the address's owner takes the account back.
  auth.service.addAccountSecrets(productivity.service.calendarFeed);
  const personalAi = createPersonalAiModule({
    ...inputs.personalAi,
    conversations: conversations.service,
    learning: learning.service,
  });
  const news = createNewsModule(inputs.news);
  const chat = createChat(sources, {
    conversations: conversations.service,
    usage: usage.service,
    rewards: rewards.service,
    files: files.service,
    knowledge: knowledge.service,
    learning: learning.service,
    productivity: productivity.service,
    personalAi: personalAi.service,
    news: news.service,
  });
  const feedback = createFeedbackModule(inputs.feedback);
  const services = createServicesModule(inputs.services);
  const code = createCodeModule({ ...inputs.code, allowance: usage.service });

  return [
    auth,
    system,
    billing,
    usage,
    rewards,
    conversations,
    knowledge,
    learning,
    personalAi,
    news,
    chat,
    feedback,
    files,
    code,
    productivity,
    services,
  ];
}
