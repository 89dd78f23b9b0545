import { describe, expect, it } from 'vitest';
import {
  AuthStateSchema,
  RegisterRequestSchema,
  SignInRequestSchema,
  SignUpFormSchema,
  UserSchema,
} from './auth.schemas';

const signUp = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  password: 'engine42',
  confirmPassword: 'engine42',
};

function firstIssue(result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.error?.issues[0];
}

describe('auth schemas', () => {
  it('accepts a complete sign-up form', () => {
    expect(SignUpFormSchema.parse(signUp)).toEqual(signUp);
  });

  it("refuses a confirmation that differs with 'Passwords do not match' on confirmPassword", () => {
    const issue = firstIssue(
      SignUpFormSchema.safeParse({ ...signUp, confirmPassword: 'engine43' }),
    );
    expect(issue?.message).toBe('Passwords do not match');
    expect(issue?.path).toEqual(['confirmPassword']);
  });

  it('reports a short password and a mismatch together, so the form shows both', () => {
    const result = SignUpFormSchema.safeParse({ ...signUp, password: '123', confirmPassword: '1' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 6 characters',
      'Passwords do not match',
    ]);
  });

  it("refuses a five-character password with 'Password must be at least 6 characters'", () => {
    const result = RegisterRequestSchema.safeParse({ ...signUp, password: '12345' });
    expect(firstIssue(result)?.message).toBe('Password must be at least 6 characters');
    expect(RegisterRequestSchema.safeParse({ ...signUp, password: '123456' }).success).toBe(true);
  });

  it('requires a name and a valid e-mail address to register', () => {
    expect(RegisterRequestSchema.safeParse({ ...signUp, name: '  ' }).success).toBe(false);
    expect(RegisterRequestSchema.safeParse({ ...signUp, email: 'ada' }).success).toBe(false);
  });

  it('requires a password to sign in but not a minimum length', () => {
    expect(SignInRequestSchema.safeParse({ email: 'ada@example.org', password: '' }).success).toBe(
      false,
    );
    expect(SignInRequestSchema.safeParse({ email: 'ada@example.org', password: 'x' }).success).toBe(
      true,
    );
  });

  it('gives a user without preferences the defaults light, en and notifications on', () => {
    const user = UserSchema.parse({
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.org',
      emailVerified: false,
    });
    expect(user.preferences).toEqual({ theme: 'light', language: 'en', notifications: true });
  });

  it('refuses an unknown theme preference', () => {
    const result = UserSchema.safeParse({
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.org',
      emailVerified: true,
      preferences: { theme: 'sepia' },
    });
    expect(result.success).toBe(false);
  });

  it('accepts the signed-out auth state', () => {
    const state = { user: null, token: null, isAuthenticated: false, isLoading: false };
    expect(AuthStateSchema.parse(state)).toEqual(state);
  });
});
