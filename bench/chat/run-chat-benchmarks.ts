import { startFakeOpenAI } from '../../apps/server/test/peers/fake-openai';
import { startFakeWikipedia } from '../../apps/server/test/peers/fake-wikipedia';
import { startServer } from '../../e2e/fixtures/server-process';
import { NO_GUEST_LIMITS } from '../lib/guest-limits';
import { buildProfilingWeb } from '../lib/profiling-build';
import { SERVER_READY_TIMEOUT_MS } from '../lib/server-start';
import { measureChatApiLatency } from './chat-api-latency';
import { ENCYCLOPEDIA_ARTICLES } from './encyclopedia-articles';
import { measureLongConversation } from './long-conversation-timing';
import { measureProviderOverhead } from './provider-overhead';
import { measureStreamRenders } from './stream-render-count';

/** The model name the server asks the fake provider for. */
const FAKE_MODEL = 'bench-fake-model';

/**
 * The built-in engine's figures: the chat API's latency and the long conversation in Chromium,
 * against one server whose encyclopedia is a local fake, so nothing leaves the machine.
 */
async function measureBuiltInEngine(): Promise<void> {
  const wikipedia = await startFakeWikipedia({ articles: ENCYCLOPEDIA_ARTICLES });
  try {
    const server = await startServer({
      env: { WIKIPEDIA_BASE_URL: wikipedia.baseUrl, ...NO_GUEST_LIMITS },
      readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
    });
    try {
      await measureChatApiLatency(server.baseUrl);
      await measureLongConversation(server.baseUrl);
    } finally {
      await server.stop();
    }
  } finally {
    await wikipedia.close();
  }
}

/**
 * What the server adds to a streaming OpenAI-compatible provider (a local fake with fixed latency),
 * then how the page renders a long streamed reply from it. This server serves the profiling build
 * of the web app, which only the render figure uses.
 */
async function measureConnectedProvider(): Promise<void> {
  const profilingWeb = await buildProfilingWeb();
  const provider = await startFakeOpenAI();
  try {
    const server = await startServer({
      env: {
        AI_BASE_URL: provider.baseUrl,
        AI_MODEL: FAKE_MODEL,
        KNOWLEDGE_LOOKUP: 'false',
        WEB_DIST_DIR: profilingWeb.distDir,
        ...NO_GUEST_LIMITS,
      },
      readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
    });
    try {
      await measureProviderOverhead(server.baseUrl, provider);
      await measureStreamRenders(server.baseUrl, provider);
    } finally {
      await server.stop();
    }
  } finally {
    await provider.close();
    await profilingWeb.remove();
  }
}

/** Every chat figure, each group against its own freshly started server. */
export async function measureChat(): Promise<void> {
  await measureBuiltInEngine();
  await measureConnectedProvider();
}
