import { describe, expect, it } from 'vitest';
import { unwrapResult, type ApiResult } from './api-result';

const failed: ApiResult<string> = {
  ok: false,
  status: 429,
  error: { message: 'Free messages used up', code: 'GUEST_LIMIT' },
};

describe('unwrapResult', () => {
  it('returns the data of a successful call', () => {
    expect(unwrapResult({ ok: true, status: 200, data: 'tides' })).toBe('tides');
  });

  it('throws a failed call as an Error with the server’s message and the ApiError as cause', () => {
    expect(() => unwrapResult(failed)).toThrow(
      expect.objectContaining({ message: 'Free messages used up', cause: failed.error }),
    );
  });

  it('words the failure for the screen when asked to', () => {
    expect(() => unwrapResult(failed, (failure) => `Failed (${failure.status})`)).toThrow(
      'Failed (429)',
    );
  });
});
