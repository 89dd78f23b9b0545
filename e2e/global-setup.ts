import type { TestProject } from 'vitest/node';
import { startFakeGoogleDocs } from '../apps/server/test/peers/fake-google-docs';
import { startFakeWikipedia } from '../apps/server/test/peers/fake-wikipedia';
import { startFakeNewsFeeds } from '../apps/server/test/peers/fake-news-feeds';
import { startFakeSearxng } from '../apps/server/test/peers/fake-searxng';
import { startMailCatcher } from '../apps/server/test/peers/mail-catcher';
import { makePgliteTemplate } from '../apps/server/test/pglite-template';
import {
  ADMIN_EMAIL,
  OPERATOR_EMAIL,
  SCREEN_ANALYST_EMAIL,
  SQUATTED_ADMIN_EMAIL,
} from './fixtures/admin-account';
import { assertBuilt } from './fixtures/build-output';
import { resolveChromiumPath } from './fixtures/chromium-path';
import { ENCYCLOPEDIA_ARTICLES } from './fixtures/encyclopedia-articles';
import { SHARED_DOCUMENTS } from './fixtures/shared-documents';
import { NEWS_FEEDS, newsFeedsSetting } from './fixtures/news-feeds';
import { marianaTrenchResults, WEB_QUESTION } from './fixtures/web-search';
import { type RunningServer, startServer } from './fixtures/server-process';
import './fixtures/provided-context';

const SERVER_READY_TIMEOUT_MS = 60_000;

/**
 * Runs once before every end-to-end file: checks that a browser and a build exist (failing the run
 * before any test when not), starts a local fake Wikipedia with the fixture articles, a local mail
 * server, stand-in news feeds, a stand-in SearXNG and stand-in Google document exports, and the
 * built server using them (so nothing tries the real encyclopedia, web or mail), one per worker,
 * and hands the URLs and the browser's path to the tests, with a migrated database the files that
 * start a server of their own start it from. The returned teardown stops them all.
 *
 * Each worker's files share its server, as every file shared the one server when one worker ran
 * them all: what a server keeps per client address (guests' running code and files, sign-up and
 * failure counts, every test being on 127.0.0.1) never meets a file running at the same time.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = resolveChromiumPath();
  assertBuilt();
  const encyclopedia = await startFakeWikipedia({ articles: [...ENCYCLOPEDIA_ARTICLES] });
  const mail = await startMailCatcher();
  const news = await startFakeNewsFeeds(NEWS_FEEDS);
  const search = await startFakeSearxng();
  const googleDocs = await startFakeGoogleDocs(SHARED_DOCUMENTS);
  search.answer(
    WEB_QUESTION.replace(/\?$/, '').toLowerCase(),
    marianaTrenchResults(search.baseUrl),
  );
  const template = makePgliteTemplate();
  const servers: RunningServer[] = [];
  const stopAll = async () => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await Promise.all([
      encyclopedia.close(),
      mail.close(),
      news.close(),
      search.close(),
      googleDocs.close(),
      // A template that failed is reported where it is awaited.
      template.then(
        (made) => made.remove(),
        () => undefined,
      ),
    ]);
  };
  const env = {
    WIKIPEDIA_BASE_URL: encyclopedia.baseUrl,
    // Every test is a guest on 127.0.0.1: the address cap must not add up across tests, while
    // each fresh browser context (a fresh anonymous id) keeps the real 5 free messages.
    GUEST_ADDRESS_MESSAGE_LIMIT: '100000',
    // Every account is registered from 127.0.0.1 too: the hourly cap per address (tested by the
    // API suite) must not decide which test gets the eleventh sign-up.
    AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    // Admins count as premium once verified: the tests' way to a premium account without payments.
    ADMIN_EMAILS: [ADMIN_EMAIL, SCREEN_ANALYST_EMAIL, SQUATTED_ADMIN_EMAIL, OPERATOR_EMAIL].join(
      ',',
    ),
    // Verification and reset mails go to a local mail server the tests read.
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Polymath <no-reply@polymath.test>',
    // News comes from local feeds and web search from a stand-in SearXNG, each on a private
    // address and trusted because the operator configured it, with no second variable.
    NEWS_FEEDS: newsFeedsSetting(news.feedUrl),
    SEARXNG_URL: search.baseUrl,
    // Shared Google documents are exported by a local stand-in.
    GOOGLE_DOCS_BASE_URL: googleDocs.baseUrl,
  };
  const start = async (options: { pgliteTemplate?: string }) => {
    const server = await startServer({
      env,
      ...options,
      // A fresh data folder's first database boot has been seen to take over 30 s on a busy 2-core box.
      readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
    });
    servers.push(server);
    return server;
  };
  try {
    // The first server boots a fresh data folder, as a new install does; the others start from
    // the template, made meanwhile.
    const workers = project.config.maxWorkers;
    await Promise.all([
      start({}),
      ...Array.from({ length: workers - 1 }, async () =>
        start({ pgliteTemplate: (await template).file }),
      ),
    ]);
    project.provide('pgliteTemplate', (await template).file);
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('encyclopediaUrl', encyclopedia.baseUrl);
  project.provide('mailInboxUrl', mail.inboxUrl);
  project.provide('chromiumPath', chromiumPath);

  return async () => {
    const outputs = servers.map((server) => server.output());
    await stopAll();
    // LOG_LEVEL=warn: anything a server printed during the run is worth a look.
    outputs.forEach((output, index) => {
      if (output) console.warn(`--- output of e2e server ${index + 1} ---\n${output}`);
    });
  };
}
