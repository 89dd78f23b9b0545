import { describe, expect, it } from 'vitest';
import { loggedUrlOf } from './logger';

describe('loggedUrlOf', () => {
  it('replaces the value of a key parameter, whatever its place or case', () => {
    expect(loggedUrlOf('/api/productivity/calendar.ics?key=s3cr3t')).toBe(
      '/api/productivity/calendar.ics?key=[redacted]',
    );
    expect(loggedUrlOf('/feed?a=1&KEY=s3cr3t&b=2')).toBe('/feed?a=1&KEY=[redacted]&b=2');
    expect(loggedUrlOf('/feed?%6Bey=s3cr3t')).toBe('/feed?%6Bey=[redacted]');
    expect(loggedUrlOf('/feed?key=a&key=b')).toBe('/feed?key=[redacted]&key=[redacted]');
  });

  it('leaves other URLs as they are', () => {
    expect(loggedUrlOf('/api/notes?q=keys&limit=5')).toBe('/api/notes?q=keys&limit=5');
    expect(loggedUrlOf('/api/health')).toBe('/api/health');
    expect(loggedUrlOf('/feed?%E0%A4%A=1')).toBe('/feed?%E0%A4%A=1');
  });
});
