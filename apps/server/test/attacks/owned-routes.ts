import { randomUUID } from 'node:crypto';
import type { Conversation, ChatReplyStatus } from '@polymath/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { keptReplies } from '../../src/db/schema';
import { findFeedback } from '../../src/modules/feedback/feedback.repository';
import { type FakeStripe, signedStripeEvent } from '../peers/fake-stripe';
import { type Party, sendAs } from './support/parties';
import type { IdSlot, RouteName } from './support/routes';

/**
 * The owned routes: every request that names something a caller owns by an id (a path parameter
 * or a body field), how to make such a thing as its owner, and what another account or a guest
 * gets when it sends the owner's request. Another caller's thing does not exist for them: 404
 * (401 where the route needs an account), never 403 and never its data. Where the id names a
 * thing in the caller's own id space (conversations, votes), another caller's request works on
 * their own copy and the owner's stays as it was.
 *
 * idor.test.ts runs every row, and fails when the app registers an id it finds in neither this
 * table nor NON_OWNED_IDS: a new owned route joins this table.
 */

export interface AttackEnv {
  app: FastifyInstance;
  database: DatabaseHandle;
  stripe: FakeStripe;
  stripeSdk: Stripe;
  webhookSecret: string;
  priceId: string;
}

/** The question the attack app's model answers with REPLY_TEXT, then hangs until stopped. */
export const SECRET_QUESTION = 'Tell me a secret';
/** What a reply in progress to SECRET_QUESTION holds. */
export const REPLY_TEXT = 'Secret reply text ';

/** What making an owned thing left: the request that names it, and what must never leak. */
export interface Made {
  request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  /** Text only the owner may see (never in an attacker's answer). */
  secret: string;
  /** Ids and values the checks need. */
  facts: Record<string, string>;
  /** Ends what the making left running (a reply in progress). */
  cleanUp?(): Promise<void>;
}

export interface Expectation {
  /** The status, or the statuses the different attackers of a kind get. */
  status: number | number[];
  /** A further check of the attacker's answer. */
  check?(
    response: LightMyRequestResponse,
    context: { made: Made; env: AttackEnv; attacker: Party },
  ): void | Promise<void>;
}

export interface OwnedRoute {
  route: RouteName;
  id: IdSlot;
  /** Who can own such a thing; each kind is tried. */
  owners: Party['kind'][];
  make(env: AttackEnv, owner: Party): Promise<Made>;
  asOtherAccount: Expectation;
  asGuest: Expectation;
  /** The owner's thing is as it was. */
  isIntact(env: AttackEnv, owner: Party, made: Made): Promise<void>;
  /** What the owner gets for the same request, after the attacks (proof the id was real). */
  ownerStatus?: number;
}

/* ---------- conversations ---------- */

function conversationOf(id: string, title: string): Conversation {
  const now = new Date().toISOString();
  return {
    id,
    title,
    updatedAt: now,
    messages: [
      {
        id: `${id}-q`,
        role: 'user',
        content: `${title}: the question`,
        timestamp: now,
        feedback: null,
      },
    ],
  };
}

async function saveConversation(env: AttackEnv, owner: Party, conversation: Conversation) {
  const response = await sendAs(env.app, owner, {
    method: 'PUT',
    url: `/api/conversations/${encodeURIComponent(conversation.id)}`,
    payload: conversation,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The owner's stored conversation, read one at a time as the web app does; undefined when gone. */
async function storedConversation(
  env: AttackEnv,
  owner: Party,
  id: string,
): Promise<Conversation | undefined> {
  const response = await sendAs(env.app, owner, {
    method: 'GET',
    url: `/api/conversations/${encodeURIComponent(id)}`,
  });
  if (response.statusCode === 404) return undefined;
  expect(response.statusCode).toBe(200);
  return response.json<{ conversation: Conversation }>().conversation;
}

async function makeConversation(env: AttackEnv, owner: Party): Promise<Conversation> {
  const conversation = conversationOf(`conv-${randomUUID()}`, `Owner's notes ${randomUUID()}`);
  await saveConversation(env, owner, conversation);
  return conversation;
}

async function conversationIsIntact(env: AttackEnv, owner: Party, made: Made) {
  const stored = await storedConversation(env, owner, made.facts.id!);
  expect(stored?.title).toBe(made.secret);
  expect(stored?.messages.map(({ content }) => content)).toEqual([`${made.secret}: the question`]);
}

/* ---------- streamed replies ---------- */

/**
 * Starts a streamed reply as `owner` and waits until it is in progress (the attack app's model
 * hangs after its first words on SECRET_QUESTION, so it stays in progress until stopped).
 * `finish` stops it and waits for its stream to end.
 */
async function startReply(
  env: AttackEnv,
  owner: Party,
): Promise<{ requestId: string; finish(): Promise<void> }> {
  const requestId = randomUUID();
  const stream = sendAs(env.app, owner, {
    method: 'POST',
    url: '/api/chat/stream',
    payload: { message: SECRET_QUESTION, requestId },
  });
  await expect
    .poll(() => readReply(env, owner, requestId), { timeout: 10_000 })
    .toEqual({ status: 'pending', requestId, partial: REPLY_TEXT });
  return {
    requestId,
    async finish() {
      const stop = await sendAs(env.app, owner, {
        method: 'POST',
        url: `/api/chat/stream/${requestId}/stop`,
      });
      expect(stop.statusCode).toBe(200);
      expect((await stream).statusCode).toBe(200);
    },
  };
}

async function readReply(
  env: AttackEnv,
  owner: Party,
  requestId: string,
): Promise<(ChatReplyStatus & { partial?: string }) | undefined> {
  const response = await sendAs(env.app, owner, {
    method: 'GET',
    url: `/api/chat/replies/${requestId}`,
  });
  return response.statusCode === 200 ? response.json() : undefined;
}

async function makeReply(
  env: AttackEnv,
  owner: Party,
  request: Made['request'] | ((id: string) => Made['request']),
): Promise<Made> {
  const reply = await startReply(env, owner);
  return {
    request: typeof request === 'function' ? request(reply.requestId) : request,
    secret: REPLY_TEXT,
    facts: { requestId: reply.requestId },
    cleanUp: reply.finish,
  };
}

/** The owner's reply is still in progress with its text: no attacker read it away or stopped it. */
async function replyIsIntact(env: AttackEnv, owner: Party, made: Made) {
  expect(await readReply(env, owner, made.facts.requestId!)).toEqual({
    status: 'pending',
    requestId: made.facts.requestId,
    partial: REPLY_TEXT,
  });
}

/* ---------- billing ---------- */

async function customerIdOf(env: AttackEnv, owner: Party): Promise<string> {
  const response = await sendAs(env.app, owner, { method: 'GET', url: '/api/billing/config' });
  return response.json<{ customerId: string }>().customerId;
}

/** Checkout, Stripe's side of it and the signed webhook: the owner is premium. */
async function subscribe(
  env: AttackEnv,
  owner: Party,
): Promise<{ subscriptionId: string; customerId: string }> {
  const checkout = await sendAs(env.app, owner, {
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    payload: { priceId: env.priceId, planName: 'Premium' },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const sessionId = checkout.json<{ url: string }>().url.split('/').pop() ?? '';
  const { session, subscription } = env.stripe.completeCheckout(sessionId);
  const event = signedStripeEvent(
    env.stripeSdk,
    env.webhookSecret,
    'checkout.session.completed',
    session,
  );
  const delivery = await env.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  expect(delivery.statusCode).toBe(200);
  return { subscriptionId: subscription.id, customerId: await customerIdOf(env, owner) };
}

/** The owner is still premium, its subscription active at Stripe. */
async function isPremium(env: AttackEnv, owner: Party, made: Made): Promise<void> {
  const me = await sendAs(env.app, owner, { method: 'GET', url: '/auth/me' });
  expect(me.json<{ user: { plan: string } }>().user.plan).toBe('premium');
  expect(env.stripe.subscriptions.get(made.facts.subscriptionId!)?.status).toBe('active');
}

/* ---------- personal AI preferences ---------- */

async function makePreference(env: AttackEnv, owner: Party): Promise<Made> {
  const id = `pref-${randomUUID()}`;
  const secret = `Owner's preference ${randomUUID()}`;
  const saved = await sendAs(env.app, owner, {
    method: 'POST',
    url: '/api/personal-ai/preferences',
    payload: { id, category: 'communication', preference: 'Explanation style', value: secret },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return {
    request: { method: 'DELETE', url: `/api/personal-ai/preferences/${id}` },
    secret,
    facts: { id },
  };
}

/** The owner's preference is there with its value. */
async function preferenceIsIntact(env: AttackEnv, owner: Party, made: Made) {
  const profile = await sendAs(env.app, owner, { method: 'GET', url: '/api/personal-ai/profile' });
  const { preferences } = profile.json<{ preferences: { id: string; value: string }[] }>();
  expect(preferences.find(({ id }) => id === made.facts.id)?.value).toBe(made.secret);
}

const notFound: Expectation = { status: 404 };
const needsAccount: Expectation = { status: 401 };

/* ---------- productivity ---------- */

const PRODUCTIVITY = '/api/productivity';
const EVENT_START = '2026-04-01T09:00:00.000Z';
const EVENT_END = '2026-04-01T10:00:00.000Z';

/** Each kind of productivity row: where it lives, how its answers name it, a body to make one. */
const PRODUCTIVITY_KINDS = {
  task: { path: `${PRODUCTIVITY}/tasks`, one: 'task', many: 'tasks', query: '' },
  event: {
    path: `${PRODUCTIVITY}/calendar/events`,
    one: 'event',
    many: 'events',
    query: `?start=${EVENT_START}&end=${EVENT_END}`,
  },
  note: { path: `${PRODUCTIVITY}/notes`, one: 'note', many: 'notes', query: '' },
  project: {
    path: `${PRODUCTIVITY}/research/projects`,
    one: 'project',
    many: 'projects',
    query: '',
  },
  citation: {
    path: `${PRODUCTIVITY}/research/citations`,
    one: 'citation',
    many: 'citations',
    query: '',
  },
} as const;
type ProductivityKind = keyof typeof PRODUCTIVITY_KINDS;

function productivityBodyOf(kind: ProductivityKind, title: string): object {
  if (kind === 'event') return { title, startTime: EVENT_START, endTime: EVENT_END };
  if (kind === 'note') return { title, content: `${title}: the diary entry` };
  return { title };
}

/** Makes a row of the kind as the owner; its title is the secret. */
async function makeProductivityRow(
  env: AttackEnv,
  owner: Party,
  kind: ProductivityKind,
  extra: object = {},
): Promise<{ id: string; secret: string; row: string }> {
  const secret = `Owner's ${kind} ${randomUUID()}`;
  const { path, one } = PRODUCTIVITY_KINDS[kind];
  const response = await sendAs(env.app, owner, {
    method: 'POST',
    url: path,
    payload: { ...productivityBodyOf(kind, secret), ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  const row = response.json<Record<string, { id: string }>>()[one]!;
  return { id: row.id, secret, row: JSON.stringify(row) };
}

/** The owner's row of the kind as the owner lists it now; undefined when gone. */
async function storedProductivityRow(
  env: AttackEnv,
  owner: Party,
  kind: ProductivityKind,
  id: string,
): Promise<unknown> {
  const { path, many, query } = PRODUCTIVITY_KINDS[kind];
  const response = await sendAs(env.app, owner, { method: 'GET', url: `${path}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, { id: string }[]>>()[many]!.find((row) => row.id === id);
}

/** The table's rows for a route naming a productivity row by its path id. */
function productivityRowRoutes(
  kind: ProductivityKind,
  method: 'PATCH' | 'DELETE',
  suffix = '',
  payload?: object,
): OwnedRoute {
  const { path } = PRODUCTIVITY_KINDS[kind];
  return {
    route: `${method} ${path}/:id${suffix}` as RouteName,
    id: 'params.id',
    owners: ['account'],
    async make(env, owner) {
      const { id, secret, row } = await makeProductivityRow(env, owner, kind);
      return {
        request: { method, url: `${path}/${id}${suffix}`, ...(payload ? { payload } : {}) },
        secret,
        facts: { id, row },
      };
    },
    asOtherAccount: notFound,
    asGuest: needsAccount,
    async isIntact(env, owner, made) {
      const stored = await storedProductivityRow(env, owner, kind, made.facts.id!);
      expect(stored).toEqual(JSON.parse(made.facts.row!));
    },
    ownerStatus: 200,
  };
}

/** The owner's feed link still opens the feed, made when it was. */
async function feedLinkIsIntact(env: AttackEnv, owner: Party, made: Made): Promise<void> {
  const link = await sendAs(env.app, owner, {
    method: 'GET',
    url: `${PRODUCTIVITY}/calendar/feed-link`,
  });
  expect(link.json()).toEqual({ url: null, createdAt: made.facts.createdAt });
  const feed = await env.app.inject({ method: 'GET', url: made.request.url });
  expect(feed.statusCode).toBe(200);
}

const PRODUCTIVITY_ROUTES: OwnedRoute[] = [
  productivityRowRoutes('task', 'PATCH', '', { title: 'Overwritten by someone else' }),
  productivityRowRoutes('task', 'PATCH', '/complete'),
  productivityRowRoutes('task', 'DELETE'),
  productivityRowRoutes('event', 'PATCH', '', { endTime: '2026-04-01T11:00:00.000Z' }),
  productivityRowRoutes('event', 'DELETE'),
  productivityRowRoutes('note', 'PATCH', '', { isBookmarked: true }),
  productivityRowRoutes('note', 'DELETE'),
  productivityRowRoutes('project', 'PATCH', '', { status: 'archived' }),
  productivityRowRoutes('project', 'DELETE'),
  productivityRowRoutes('citation', 'PATCH', '', { citationStyle: 'MLA' }),
  productivityRowRoutes('citation', 'DELETE'),
  {
    // Filing a citation under the owner's project. (An attacker moving their own citation there
    // is refused the same way: productivity/ownership.test.ts.)
    route: `POST ${PRODUCTIVITY}/research/citations`,
    id: 'body.projectId',
    owners: ['account'],
    async make(env, owner) {
      const project = await makeProductivityRow(env, owner, 'project');
      return {
        request: {
          method: 'POST',
          url: `${PRODUCTIVITY}/research/citations`,
          payload: { title: 'Filed by someone else', projectId: project.id },
        },
        secret: project.secret,
        facts: { id: project.id, row: project.row },
      };
    },
    asOtherAccount: notFound,
    asGuest: needsAccount,
    async isIntact(env, owner, made) {
      const listed = await sendAs(env.app, owner, {
        method: 'GET',
        url: `${PRODUCTIVITY}/research/citations?projectId=${made.facts.id}`,
      });
      expect(listed.json()).toEqual({ citations: [], total: 0 });
      const stored = await storedProductivityRow(env, owner, 'project', made.facts.id!);
      expect(stored).toEqual(JSON.parse(made.facts.row!));
    },
    ownerStatus: 201,
  },
  {
    route: `PATCH ${PRODUCTIVITY}/research/citations/:id`,
    id: 'body.projectId',
    owners: ['account'],
    async make(env, owner) {
      const project = await makeProductivityRow(env, owner, 'project');
      const citation = await makeProductivityRow(env, owner, 'citation');
      return {
        request: {
          method: 'PATCH',
          url: `${PRODUCTIVITY}/research/citations/${citation.id}`,
          payload: { projectId: project.id },
        },
        secret: citation.secret,
        facts: { id: citation.id, row: citation.row },
      };
    },
    asOtherAccount: notFound,
    asGuest: needsAccount,
    async isIntact(env, owner, made) {
      const stored = await storedProductivityRow(env, owner, 'citation', made.facts.id!);
      expect(stored).toEqual(JSON.parse(made.facts.row!));
    },
    ownerStatus: 200,
  },
  {
    route: `GET ${PRODUCTIVITY}/research/citations`,
    id: 'query.projectId',
    owners: ['account'],
    async make(env, owner) {
      const project = await makeProductivityRow(env, owner, 'project');
      const citation = await makeProductivityRow(env, owner, 'citation', { projectId: project.id });
      return {
        request: {
          method: 'GET',
          url: `${PRODUCTIVITY}/research/citations?projectId=${project.id}`,
        },
        secret: citation.secret,
        facts: { id: citation.id, row: citation.row },
      };
    },
    asOtherAccount: notFound,
    asGuest: needsAccount,
    async isIntact(env, owner, made) {
      const stored = await storedProductivityRow(env, owner, 'citation', made.facts.id!);
      expect(stored).toEqual(JSON.parse(made.facts.row!));
    },
    ownerStatus: 200,
  },
  {
    // The feed link's key is the whole credential, as with other calendar apps' secret
    // addresses: whoever holds the link reads the feed, with or without a session, and only the
    // owner can replace or revoke it. What it opens is the owner's events alone: never their
    // notes or tasks (the secret), nor anything another caller can change.
    route: `GET ${PRODUCTIVITY}/calendar.ics`,
    id: 'query.key',
    owners: ['account'],
    async make(env, owner) {
      const note = await makeProductivityRow(env, owner, 'note');
      await makeProductivityRow(env, owner, 'event');
      const link = await sendAs(env.app, owner, {
        method: 'POST',
        url: `${PRODUCTIVITY}/calendar/feed-link`,
      });
      expect(link.statusCode).toBe(200);
      const { url, createdAt } = link.json<{ url: string; createdAt: string }>();
      const { pathname, search } = new URL(url);
      return {
        request: { method: 'GET', url: `${pathname}${search}` },
        secret: note.secret,
        facts: { createdAt },
      };
    },
    asOtherAccount: {
      status: 200,
      check: (response) =>
        expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8'),
    },
    asGuest: { status: 200 },
    isIntact: feedLinkIsIntact,
    ownerStatus: 200,
  },
];

/** The table. */
export const OWNED_ROUTES: OwnedRoute[] = [
  {
    route: 'GET /api/conversations/:id',
    id: 'params.id',
    owners: ['account'],
    async make(env, owner) {
      const conversation = await makeConversation(env, owner);
      return {
        request: { method: 'GET', url: `/api/conversations/${conversation.id}` },
        secret: conversation.title,
        facts: { id: conversation.id },
      };
    },
    asOtherAccount: notFound,
    asGuest: needsAccount,
    isIntact: conversationIsIntact,
    ownerStatus: 200,
  },
  {
    route: 'PUT /api/conversations/:id',
    id: 'params.id',
    owners: ['account'],
    async make(env, owner) {
      const conversation = await makeConversation(env, owner);
      return {
        request: {
          method: 'PUT',
          url: `/api/conversations/${conversation.id}`,
          payload: conversationOf(conversation.id, 'Overwritten by someone else'),
        },
        secret: conversation.title,
        facts: { id: conversation.id },
      };
    },
    // Each account has its own id space: the same id saves the attacker's own conversation.
    asOtherAccount: {
      status: 200,
      check: (response) =>
        expect(response.json<{ conversation: Conversation }>().conversation.title).toBe(
          'Overwritten by someone else',
        ),
    },
    asGuest: needsAccount,
    isIntact: conversationIsIntact,
    ownerStatus: 200,
  },
  {
    route: 'DELETE /api/conversations/:id',
    id: 'params.id',
    owners: ['account'],
    async make(env, owner) {
      const conversation = await makeConversation(env, owner);
      return {
        request: { method: 'DELETE', url: `/api/conversations/${conversation.id}` },
        secret: conversation.title,
        facts: { id: conversation.id },
      };
    },
    asOtherAccount: notFound,
    asGuest: needsAccount,
    isIntact: conversationIsIntact,
    ownerStatus: 200,
  },
  {
    route: 'GET /api/chat/replies/:requestId',
    id: 'params.requestId',
    owners: ['account', 'guest'],
    make: (env, owner) =>
      makeReply(env, owner, (requestId) => ({
        method: 'GET',
        url: `/api/chat/replies/${requestId}`,
      })),
    asOtherAccount: notFound,
    asGuest: notFound,
    isIntact: replyIsIntact,
    ownerStatus: 200,
  },
  {
    route: 'POST /api/chat/stream/:requestId/stop',
    id: 'params.requestId',
    owners: ['account', 'guest'],
    make: (env, owner) =>
      makeReply(env, owner, (requestId) => ({
        method: 'POST',
        url: `/api/chat/stream/${requestId}/stop`,
      })),
    asOtherAccount: notFound,
    asGuest: notFound,
    isIntact: replyIsIntact,
    ownerStatus: 200,
  },
  {
    // Sending the owner's request id attaches only the owner to the reply; anyone else is told
    // the id is taken (409, no text), as request ids are chosen by the browser.
    route: 'POST /api/chat/stream',
    id: 'body.requestId',
    owners: ['account', 'guest'],
    make: (env, owner) =>
      makeReply(env, owner, (requestId) => ({
        method: 'POST',
        url: '/api/chat/stream',
        payload: { message: 'Give me that reply', requestId },
      })),
    asOtherAccount: { status: 409 },
    asGuest: { status: 409 },
    isIntact: replyIsIntact,
  },
  {
    // A finished reply is written into the caller's own stored conversation of that id, never
    // into another account's: here the owner's conversation waits for a reply that was cut off
    // (its request id is no longer in progress), and the attacker answers in its place.
    route: 'POST /api/chat/stream',
    id: 'body.conversationId',
    owners: ['account'],
    async make(env, owner) {
      const waitingId = randomUUID();
      const base = conversationOf(`conv-${randomUUID()}`, `Waiting notes ${randomUUID()}`);
      const conversation: Conversation = {
        ...base,
        messages: [
          ...base.messages,
          {
            id: `${base.id}-a`,
            role: 'assistant',
            content: '',
            timestamp: base.updatedAt,
            feedback: null,
            status: 'streaming',
            requestId: waitingId,
          },
        ],
      };
      await saveConversation(env, owner, conversation);
      return {
        request: {
          method: 'POST',
          url: '/api/chat/stream',
          payload: { message: 'Inject this', requestId: waitingId, conversationId: base.id },
        },
        secret: base.title,
        facts: { id: base.id, waitingId },
      };
    },
    asOtherAccount: { status: 200, check: attackersReplyIsKeptAsTheirs },
    // The account attacker took the cut-off reply's request id first, so the guests are told it
    // is in use (a guest alone would get 200, and a guest's reply is kept nowhere).
    asGuest: { status: 409 },
    async isIntact(env, owner, made) {
      const stored = await storedConversation(env, owner, made.facts.id!);
      expect(stored?.title).toBe(made.secret);
      expect(stored?.messages.at(-1)).toMatchObject({ status: 'streaming', content: '' });
    },
  },
  {
    route: 'GET /api/stripe/subscriptions/:customerId',
    id: 'params.customerId',
    owners: ['account'],
    async make(env, owner) {
      const { subscriptionId, customerId } = await subscribe(env, owner);
      return {
        request: { method: 'GET', url: `/api/stripe/subscriptions/${customerId}` },
        secret: subscriptionId,
        facts: { customerId, subscriptionId },
      };
    },
    asOtherAccount: notFound,
    asGuest: needsAccount,
    isIntact: isPremium,
    ownerStatus: 200,
  },
  {
    route: 'POST /api/stripe/cancel-subscription',
    id: 'body.subscriptionId',
    owners: ['account'],
    async make(env, owner) {
      const { subscriptionId, customerId } = await subscribe(env, owner);
      return {
        request: {
          method: 'POST',
          url: '/api/stripe/cancel-subscription',
          payload: { subscriptionId },
        },
        secret: customerId,
        facts: { subscriptionId },
      };
    },
    asOtherAccount: notFound,
    asGuest: needsAccount,
    isIntact: isPremium,
    ownerStatus: 200,
  },
  {
    // A customer id sent by the client is never used: the checkout is for the caller's own.
    route: 'POST /api/stripe/create-checkout-session',
    id: 'body.customerId',
    owners: ['account'],
    async make(env, owner) {
      const { customerId, subscriptionId } = await subscribe(env, owner);
      return {
        request: {
          method: 'POST',
          url: '/api/stripe/create-checkout-session',
          payload: { priceId: env.priceId, planName: 'Premium', customerId },
        },
        secret: `"${customerId}"`,
        facts: { customerId, subscriptionId },
      };
    },
    asOtherAccount: {
      status: 200,
      check(response, { made, env }) {
        const sessionId = response.json<{ url: string }>().url.split('/').pop() ?? '';
        expect(env.stripe.sessions.get(sessionId)?.customer).not.toBe(made.facts.customerId);
      },
    },
    asGuest: needsAccount,
    isIntact: isPremium,
  },
  {
    route: 'DELETE /api/personal-ai/preferences/:id',
    id: 'params.id',
    owners: ['account'],
    make: makePreference,
    asOtherAccount: notFound,
    asGuest: needsAccount,
    isIntact: preferenceIsIntact,
    ownerStatus: 200,
  },
  {
    // Preference ids are per user: the same id saves the attacker's own preference.
    route: 'POST /api/personal-ai/preferences',
    id: 'body.id',
    owners: ['account'],
    async make(env, owner) {
      const made = await makePreference(env, owner);
      return {
        ...made,
        request: {
          method: 'POST',
          url: '/api/personal-ai/preferences',
          payload: {
            id: made.facts.id,
            category: 'content',
            preference: 'Explanation style',
            value: 'Overwritten by someone else',
          },
        },
      };
    },
    asOtherAccount: {
      status: 200,
      check: (response) =>
        expect(response.json<{ preference: { value: string } }>().preference.value).toBe(
          'Overwritten by someone else',
        ),
    },
    asGuest: needsAccount,
    isIntact: preferenceIsIntact,
    ownerStatus: 200,
  },
  {
    // Votes are kept per owner: the same message id records the attacker's own vote.
    route: 'POST /api/feedback',
    id: 'body.messageId',
    owners: ['account', 'guest'],
    async make(env, owner) {
      const messageId = `answer-${randomUUID()}`;
      const vote = await sendAs(env.app, owner, {
        method: 'POST',
        url: '/api/feedback',
        payload: { messageId, isLiked: true },
      });
      expect(vote.statusCode).toBe(200);
      return {
        request: { method: 'POST', url: '/api/feedback', payload: { messageId, isLiked: false } },
        secret: vote.json<{ id: string }>().id,
        facts: { messageId },
      };
    },
    asOtherAccount: { status: 200 },
    // A guest without an anonymous id has nothing to file a vote under: 400.
    asGuest: { status: [200, 400] },
    async isIntact(env, owner, made) {
      const key = owner.userId ? `user:${owner.userId}` : `guest:${owner.anonymousId}`;
      const vote = await findFeedback(env.database.db, key, made.facts.messageId!);
      expect(vote).toMatchObject({ id: made.secret, isLiked: true });
    },
    ownerStatus: 200,
  },
  ...PRODUCTIVITY_ROUTES,
];

/** Waits until the attacker's finished reply is kept, under the attacker's own account. */
async function attackersReplyIsKeptAsTheirs(
  response: LightMyRequestResponse,
  { made, env, attacker }: { made: Made; env: AttackEnv; attacker: Party },
): Promise<void> {
  expect(response.headers['content-type']).toContain('text/event-stream');
  await expect
    .poll(async () => {
      const rows = await env.database.db
        .select()
        .from(keptReplies)
        .where(eq(keptReplies.requestId, made.facts.waitingId!));
      return rows.map((row) => row.userId);
    })
    .toEqual([attacker.userId]);
}

/**
 * Ids that name nothing a caller owns, each with the reason. Path parameters and body ids the
 * app registers must be in OWNED_ROUTES or here.
 */
export const NON_OWNED_IDS: { route: RouteName; id: IdSlot; reason: string }[] = [
  {
    route: 'PUT /api/conversations/:id',
    id: 'body.id',
    reason: 'must equal the path id (400 otherwise), which the table attacks',
  },
  {
    route: 'POST /api/chat',
    id: 'body.conversationId',
    reason:
      "keeps no reply; it scopes the files searched to the caller's own (owner key) in that conversation, so another caller's id finds none (files-upload.test.ts)",
  },
  {
    route: 'POST /api/analyze-google-doc',
    id: 'body.conversationId',
    reason:
      "the document is kept under the caller's owner key in that conversation: another caller naming the same id reaches only their own files (files-upload.test.ts)",
  },
  {
    route: 'POST /api/upload',
    id: 'query.conversationId',
    reason:
      "the file is kept under the caller's owner key in that conversation: another caller naming the same id reaches only their own files (files-upload.test.ts)",
  },
  {
    route: 'POST /api/productivity/research/citations/format',
    id: 'body.projectId',
    reason: 'the preview stores and reads nothing: the project is ignored',
  },
  {
    route: 'POST /api/stripe/create-checkout-session',
    id: 'body.priceId',
    reason: 'the configured Premium price, the same for everyone; any other is refused (400)',
  },
  {
    route: 'POST /api/learning-paths/update-progress',
    id: 'body.pathId',
    reason: 'a path of the public catalogue; progress is kept per caller',
  },
  {
    route: 'POST /api/learning-paths/complete-resource',
    id: 'body.pathId',
    reason: 'a path of the public catalogue; progress is kept per caller',
  },
  {
    route: 'POST /api/learning-paths/complete-resource',
    id: 'body.resourceId',
    reason: 'a resource of the public catalogue; completion is kept per caller',
  },
];
