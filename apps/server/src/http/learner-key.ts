import type { FastifyRequest } from 'fastify';
import { readViewer } from '../plugins/auth';
import { readAnonymousId } from './anonymous-id';

/**
 * Whose learning data and rewards a request reads and writes: a signed-in user by user id, a guest
 * by the anonymous id their browser sends. One key format for every module that keeps per-learner
 * data, so a guest's history can be told apart from a user's and never mixed with another's.
 */
export type LearnerKey = `user:${string}` | `guest:${string}`;

export function userLearnerKey(userId: string): LearnerKey {
  return `user:${userId}`;
}

export function guestLearnerKey(anonymousId: string): LearnerKey {
  return `guest:${anonymousId}`;
}

/** The request's learner, or undefined for a guest without an anonymous id (they keep nothing). */
export function readLearnerKey(request: FastifyRequest): LearnerKey | undefined {
  const viewer = readViewer(request);
  if (viewer) return userLearnerKey(viewer.user.id);
  const anonymousId = readAnonymousId(request);
  return anonymousId ? guestLearnerKey(anonymousId) : undefined;
}
