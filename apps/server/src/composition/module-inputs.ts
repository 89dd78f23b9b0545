import type { PublicConfigResponse } from '@polymath/shared';
import type { ConnectedModel } from '../adapters/ai/connected-model';
import { DEFAULT_NEWS_FEEDS } from '../adapters/news/default-feeds';
import type { Env } from '../config/env';
import { SERVER_VERSION } from '../config/paths';
import type { StorageAllowance } from '../limits/storage-quota';
import type { AiEngine } from '../modules/chat';
import type { createAuthModule } from '../modules/auth';
import type { createBillingModule } from '../modules/billing';
import type { createCodeModule } from '../modules/code';
import type { createConversationsModule } from '../modules/conversations';
import type { createFeedbackModule } from '../modules/feedback';
import type { createFilesModule } from '../modules/files';
import type { createKnowledgeModule } from '../modules/knowledge';
import type { createLearningModule } from '../modules/learning';
import type { createNewsModule } from '../modules/news';
import type { createPersonalAiModule } from '../modules/personal-ai';
import type { createProductivityModule } from '../modules/productivity';
import type { createRewardsModule } from '../modules/rewards';
import type { createServicesModule } from '../modules/services';
import type { createSystemModule } from '../modules/system';
import type { createUsageModule } from '../modules/usage';
import { configuredServiceChecks } from './configured-services';
import type { ModuleSources } from './module-sources';

/**
 * What each module is handed of the configuration and the adapters: the configuration as plain
 * values, read here so that no module reads the environment. The other modules' services a
 * module uses are added where it is created (modules.ts), where they can be seen.
 */

/** What `create` takes, but for the other modules' services `K` modules.ts adds. */
type InputsOf<Create extends (deps: never) => unknown, K extends string = never> = Omit<
  Parameters<Create>[0],
  K
>;

const MINUTE_MS = 60_000;

/** Every module's inputs, by module. */
export function moduleInputsOf(sources: ModuleSources) {
  const { env, adapters, logger, model } = sources;
  const { db } = sources.database;
  const clock = sources.now ? { now: sources.now } : {};
  const storage = storageAllowanceOf(env);
  const connectedModel = connectedModelOf(model, env);
  const { jobs, mail } = adapters;

  const system: InputsOf<typeof createSystemModule> = {
    database: sources.database,
    lifecycle: sources.lifecycle,
    version: SERVER_VERSION,
    publicSettings: publicSettingsOf(env, mail.kind === 'smtp'),
  };
  const billing: InputsOf<typeof createBillingModule> = {
    db,
    gateway: adapters.payments,
    premiumPriceId: env.STRIPE_PRICE_ID_PREMIUM ?? null,
    publicBaseUrl: env.PUBLIC_BASE_URL,
  };
  const auth: InputsOf<typeof createAuthModule, 'planSource'> = {
    db,
    oidc: adapters.oidc,
    jobs,
    mail,
    logger,
    adminEmails: env.ADMIN_EMAILS,
    tokenTtlDays: env.AUTH_TOKEN_TTL_DAYS,
    limits: {
      maxFailures: env.AUTH_MAX_FAILURES,
      maxAddressFailures: env.AUTH_ADDRESS_MAX_FAILURES,
      windowSeconds: env.AUTH_FAILURE_WINDOW_MINUTES * 60,
      signupsPerHour: env.AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR,
    },
    adminCodeDir: env.DATA_DIR,
    linkBaseUrl: linkBaseUrlOf(env),
    publicBaseUrl: env.PUBLIC_BASE_URL,
  };
  const usage: InputsOf<typeof createUsageModule> = {
    db,
    limits: {
      guestMessageLimit: env.GUEST_MESSAGE_LIMIT,
      guestAddressMessageLimit: env.GUEST_ADDRESS_MESSAGE_LIMIT,
      chatBurstMessages: env.CHAT_BURST_MESSAGES,
      chatMessagesPerMinute: env.CHAT_MESSAGES_PER_MINUTE,
      ...(env.FREE_MESSAGES_PER_MONTH ? { freeMessagesPerMonth: env.FREE_MESSAGES_PER_MONTH } : {}),
    },
    ...clock,
  };
  const rewards: InputsOf<typeof createRewardsModule> = { db, ...clock };
  const files: InputsOf<typeof createFilesModule, 'rewards' | 'allowance'> = {
    db,
    jobs,
    googleDocsBaseUrl: env.GOOGLE_DOCS_BASE_URL,
    googleDocsFetcher: adapters.googleDocsFetcher,
    pageFetcher: adapters.pageFetcher,
    guestRetentionDays: env.FILES_GUEST_RETENTION_DAYS,
    guestAddressKeptBytes: env.FILES_GUEST_ADDRESS_KEPT_BYTES,
    objects: adapters.objectStorage,
    storage,
    // A connected model digests files; the built-in engine's digest is the file's own sentences.
    digestModel: connectedModel && {
      ...connectedModel,
      canSeeImages: env.AI_VISION && model.kind === 'openai-compatible',
    },
    logger,
    ...clock,
  };
  const conversations: InputsOf<typeof createConversationsModule, 'files'> = {
    db,
    storage,
    logger,
  };
  const knowledge: InputsOf<typeof createKnowledgeModule> = {
    db,
    store: sources.knowledge,
    jobs,
    logger,
    isLookupEnabled: env.KNOWLEDGE_LOOKUP,
    requestsPerMinute: env.BACKGROUND_LEARNING_REQUESTS_PER_MINUTE,
  };
  const learning: InputsOf<typeof createLearningModule, 'rewards'> = { db, logger, ...clock };
  const productivity: InputsOf<typeof createProductivityModule> = {
    db,
    storage,
    rowsPerKind: env.PRODUCTIVITY_ROWS_PER_KIND,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    // A connected model summarises notes; the built-in engine's summary is the note's sentences.
    summaryModel: connectedModel,
    logger,
    warmCitationsOnStart: env.NODE_ENV === 'production',
  };
  const personalAi: InputsOf<typeof createPersonalAiModule, 'conversations' | 'learning'> = {
    db,
    storage,
    ...clock,
  };
  const news: InputsOf<typeof createNewsModule> = {
    db,
    jobs,
    fetcher: adapters.fetcher,
    logger,
    feeds: env.NEWS_FEEDS ?? DEFAULT_NEWS_FEEDS,
    refreshMs: env.NEWS_REFRESH_MINUTES * MINUTE_MS,
    isNetworkAllowed: env.KNOWLEDGE_LOOKUP,
  };
  const feedback: InputsOf<typeof createFeedbackModule> = {
    db,
    rowsPerOwner: env.FEEDBACK_ROWS_PER_OWNER,
    guestAddressMessageLimit: env.GUEST_ADDRESS_MESSAGE_LIMIT,
    storage,
  };
  const services: InputsOf<typeof createServicesModule> = {
    checks: configuredServiceChecks(env, adapters),
    engine: { kind: model.kind, name: model.engineName },
    logger,
  };
  const code: InputsOf<typeof createCodeModule, 'allowance'> = {
    db,
    runners: adapters.codeRunners,
    // The connected model writes and edits code; the built-in engine its starters and edits.
    assistantModel: connectedModel,
    logger,
  };
  return {
    system,
    billing,
    auth,
    usage,
    rewards,
    files,
    conversations,
    knowledge,
    learning,
    productivity,
    personalAi,
    news,
    feedback,
    services,
    code,
  };
}

/** What one account may store, by plan: conversations, files, notes, ratings, Personal AI. */
function storageAllowanceOf(env: Env): StorageAllowance {
  return {
    freeBytes: env.STORAGE_QUOTA_FREE_BYTES,
    premiumBytes: env.STORAGE_QUOTA_PREMIUM_BYTES,
    conversationsPerUser: env.CONVERSATIONS_PER_USER,
  };
}

/** The connected model (an endpoint or a model file) asked one thing at a time; none built in. */
function connectedModelOf(engine: AiEngine, env: Env): ConnectedModel | undefined {
  if (engine.kind === 'built-in') return undefined;
  return { model: engine.model, admission: engine.admission, timeoutMs: env.AI_TIMEOUT_MS };
}

/** What the web app is told before anyone signs in. */
function publicSettingsOf(
  env: Env,
  sendsMail: boolean,
): Pick<PublicConfigResponse, 'supportEmail' | 'sendsMail' | 'ads'> {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    // Without SMTP the links wait in DATA_DIR/mail-outbox, and the web app says so.
    sendsMail,
    ads: {
      publisherId: env.ADS_PUBLISHER_ID ?? null,
      slotId: env.ADS_SLOT_ID ?? null,
      scriptUrl: env.ADS_SCRIPT_URL,
      popupDelayMs: env.ADS_POPUP_DELAY_MS,
    },
  };
}

/**
 * Where mailed links point: PUBLIC_BASE_URL, else this server as its own machine reaches it. Never
 * a request's Host header, which would let anyone have a reset link mailed that leads elsewhere.
 */
function linkBaseUrlOf(env: Pick<Env, 'PUBLIC_BASE_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL;
  const isWildcard = env.HOST === '0.0.0.0' || env.HOST === '::';
  const host = isWildcard ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}
