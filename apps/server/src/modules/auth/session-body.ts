import { type IssuedSession, toPublicUser } from './auth.service';

/** The answer to a sign-in, a registration or a password reset: the token, the user, the device. */
export function sessionBody(session: IssuedSession) {
  return {
    success: true as const,
    token: session.token,
    user: toPublicUser(session.caller),
    ...(session.deviceToken ? { deviceToken: session.deviceToken } : {}),
  };
}
