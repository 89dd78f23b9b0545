import { buildTestApp, type TestApp } from './build-test-app';
import { type FakeArticle, type FakeWikipedia, startFakeWikipedia } from './peers/fake-wikipedia';

/** A test app whose encyclopedia is a fake Wikipedia serving the test's articles. */
export interface EncyclopediaApp {
  t: TestApp;
  wiki: FakeWikipedia;
  /** Closes the app, then the encyclopedia. */
  close(): Promise<void>;
}

/**
 * Starts a fake Wikipedia with `articles` and an app that looks questions up in it (with a
 * deadline a busy machine meets), `env` added to that configuration.
 */
export async function startEncyclopediaApp(
  articles: FakeArticle[],
  env: Record<string, string> = {},
): Promise<EncyclopediaApp> {
  const wiki = await startFakeWikipedia({ articles });
  const t = await buildTestApp({
    env: {
      KNOWLEDGE_LOOKUP: 'true',
      WIKIPEDIA_BASE_URL: wiki.baseUrl,
      WIKIPEDIA_TIMEOUT_MS: '10000',
      ...env,
    },
  });
  return {
    t,
    wiki,
    close: async () => {
      await t.close();
      await wiki.close();
    },
  };
}
