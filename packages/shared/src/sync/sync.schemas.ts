import { z } from 'zod';
import { CountSchema, IdSchema, TimestampSchema } from '../common/common.schemas';
import { ConversationSchema } from '../conversations/conversation.schemas';

/** A browser the user syncs from, as the sync dialog lists it (000 §3 "Device"). */
export const DeviceSchema = z.object({
  /** The random id each browser keeps under STORAGE_KEYS.deviceId. */
  deviceId: IdSchema,
  deviceName: z.string(),
  platform: z.string(),
  browser: z.string(),
  /** Null before its first sync. */
  lastSync: TimestampSchema.nullable(),
  /** Synced recently enough to count as in use. */
  isActive: z.boolean(),
  /** The device making the request. */
  isCurrent: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;

/** The sync tab's status line (000 §3 "Sync status"). */
export const SyncStatusSchema = z.object({
  isOnline: z.boolean(),
  lastSync: TimestampSchema.nullable(),
  /** Local changes not yet sent. */
  pendingChanges: CountSchema,
  autoSync: z.boolean(),
});
export type SyncStatus = z.infer<typeof SyncStatusSchema>;

/** Who is syncing: lets the server keep the device list (the spec's body names no device). */
export const SyncDeviceInfoSchema = DeviceSchema.pick({
  deviceId: true,
  deviceName: true,
  platform: true,
  browser: true,
});
export type SyncDeviceInfo = z.infer<typeof SyncDeviceInfoSchema>;

/** POST /api/sync/data body (000 §7). */
export const SyncDataRequestSchema = z.object({
  conversations: z.array(ConversationSchema),
  /** The app's settings as the browser keeps them; their keys are the web app's. */
  settings: z.record(z.string(), z.unknown()),
  preferences: z.record(z.string(), z.unknown()),
  /** When the browser took this snapshot. */
  timestamp: TimestampSchema,
  device: SyncDeviceInfoSchema.optional(),
});
export type SyncDataRequest = z.infer<typeof SyncDataRequestSchema>;

/** POST /api/sync/data answer: when the server stored the snapshot. */
export const SyncDataResponseSchema = z.object({
  success: z.literal(true),
  lastSync: TimestampSchema,
});
export type SyncDataResponse = z.infer<typeof SyncDataResponseSchema>;

/** GET /api/sync/devices (000 §7). */
export const DevicesResponseSchema = z.object({
  devices: z.array(DeviceSchema),
});
export type DevicesResponse = z.infer<typeof DevicesResponseSchema>;
