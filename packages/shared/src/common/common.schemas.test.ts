import { describe, expect, it } from 'vitest';
import {
  CountSchema,
  DateSchema,
  LabelListSchema,
  TimestampSchema,
  WebUrlSchema,
  nonBlankText,
} from './common.schemas';

describe('common schemas', () => {
  it('accepts ISO timestamps in UTC and with an offset', () => {
    expect(TimestampSchema.safeParse('2025-01-31T09:30:00.000Z').success).toBe(true);
    expect(TimestampSchema.safeParse('2025-01-31T09:30:00+02:00').success).toBe(true);
  });

  it('refuses timestamps without a zone, bare dates and epoch numbers', () => {
    expect(TimestampSchema.safeParse('2025-01-31T09:30:00').success).toBe(false);
    expect(TimestampSchema.safeParse('2025-01-31').success).toBe(false);
    expect(TimestampSchema.safeParse(1738315800000).success).toBe(false);
  });

  it('accepts calendar days and refuses impossible ones', () => {
    expect(DateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(DateSchema.safeParse('2025-02-30').success).toBe(false);
  });

  it('refuses links a browser would run instead of open', () => {
    expect(WebUrlSchema.safeParse('https://example.org/a').success).toBe(true);
    expect(WebUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(WebUrlSchema.safeParse('data:text/html,hi').success).toBe(false);
  });

  it('trims non-blank text and refuses white space with the given message', () => {
    const schema = nonBlankText('Say something');
    expect(schema.parse('  hi  ')).toBe('hi');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Say something');
  });

  it('refuses negative and fractional counts', () => {
    expect(CountSchema.safeParse(-1).success).toBe(false);
    expect(CountSchema.safeParse(1.5).success).toBe(false);
  });

  it('trims labels and refuses empty ones', () => {
    expect(LabelListSchema.parse([' ai '])).toEqual(['ai']);
    expect(LabelListSchema.safeParse(['ai', ' ']).success).toBe(false);
  });
});
