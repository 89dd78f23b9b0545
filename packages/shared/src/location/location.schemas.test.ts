import { describe, expect, it } from 'vitest';
import {
  LocationInfoSchema,
  NotifyLocationErrorRequestSchema,
  SetUserLocationRequestSchema,
} from './location.schemas';

const location = {
  latitude: 48.8566,
  longitude: 2.3522,
  accuracy: 1200,
  city: 'Paris',
  country: 'France',
};

describe('location schemas', () => {
  it('accepts a location whose place could not be named', () => {
    expect(LocationInfoSchema.safeParse({ ...location, city: null, country: null }).success).toBe(
      true,
    );
  });

  it('discards a saved location without coordinates', () => {
    const { latitude: _latitude, ...saved } = location;
    expect(LocationInfoSchema.safeParse(saved).success).toBe(false);
  });

  it('refuses coordinates off the globe', () => {
    expect(LocationInfoSchema.safeParse({ ...location, latitude: 91 }).success).toBe(false);
    expect(LocationInfoSchema.safeParse({ ...location, longitude: -181 }).success).toBe(false);
  });

  it('requires a timestamp to report a location', () => {
    expect(SetUserLocationRequestSchema.safeParse(location).success).toBe(false);
    const report = { ...location, timestamp: '2025-01-31T09:30:00.000Z', conversationId: 'c1' };
    expect(SetUserLocationRequestSchema.safeParse(report).success).toBe(true);
  });

  it('accepts the four location error types only', () => {
    const report = {
      errorType: 'timeout',
      errorDescription: 'Timed out',
      timestamp: '2025-01-31T09:30:00.000Z',
    };
    expect(NotifyLocationErrorRequestSchema.safeParse(report).success).toBe(true);
    expect(
      NotifyLocationErrorRequestSchema.safeParse({ ...report, errorType: 'alien' }).success,
    ).toBe(false);
  });
});
