import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common/common.schemas';

/** Degrees north, -90 to 90. */
export const LatitudeSchema = z.number().min(-90).max(90);
/** Degrees east, -180 to 180. */
export const LongitudeSchema = z.number().min(-180).max(180);

/**
 * Where the user is, as the browser and reverse geocoding tell it (000 §3 "Location info"). A saved
 * location is restored only if it parses, which requires latitude and longitude (000 §4).
 */
export const LocationInfoSchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  /** Radius of uncertainty in metres, as the browser reports it. */
  accuracy: z.number().nonnegative(),
  /** Null when reverse geocoding found no place; the header then shows coordinates. */
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type LocationInfo = z.infer<typeof LocationInfoSchema>;

/** The browser's location permission as the location button tracks it (000 §4). */
export const LOCATION_PERMISSIONS = ['prompt', 'granted', 'denied', 'unavailable'] as const;
/** prompt | granted | denied | unavailable. */
export const LocationPermissionSchema = z.enum(LOCATION_PERMISSIONS);
export type LocationPermission = z.infer<typeof LocationPermissionSchema>;

/** POST /api/set-user-location body (000 §7). */
export const SetUserLocationRequestSchema = LocationInfoSchema.extend({
  timestamp: TimestampSchema,
  conversationId: IdSchema.optional(),
});
export type SetUserLocationRequest = z.infer<typeof SetUserLocationRequestSchema>;

/**
 * Why the browser gave no position (000 §8): no geolocation support, then the Geolocation API's
 * codes 1 (permission denied), 2 (position unavailable) and 3 (timeout).
 */
export const LOCATION_ERROR_TYPES = [
  'unsupported',
  'permission_denied',
  'position_unavailable',
  'timeout',
] as const;
/** One of LOCATION_ERROR_TYPES. */
export const LocationErrorTypeSchema = z.enum(LOCATION_ERROR_TYPES);
export type LocationErrorType = z.infer<typeof LocationErrorTypeSchema>;

/** POST /api/notify-location-error body (000 §7). */
export const NotifyLocationErrorRequestSchema = z.object({
  errorType: LocationErrorTypeSchema,
  errorDescription: z.string(),
  timestamp: TimestampSchema,
  conversationId: IdSchema.optional(),
});
export type NotifyLocationErrorRequest = z.infer<typeof NotifyLocationErrorRequestSchema>;
