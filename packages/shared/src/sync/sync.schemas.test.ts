import { describe, expect, it } from 'vitest';
import { DevicesResponseSchema, SyncDataRequestSchema, SyncStatusSchema } from './sync.schemas';

const at = '2025-01-31T09:30:00.000Z';
const device = {
  deviceId: 'd1',
  deviceName: 'Laptop',
  platform: 'Linux',
  browser: 'Chromium',
  lastSync: null,
  isActive: true,
  isCurrent: true,
};

describe('sync schemas', () => {
  it('accepts a snapshot with conversations, settings and preferences', () => {
    const snapshot = {
      conversations: [{ id: 'c1', title: 'Hi', messages: [], updatedAt: at }],
      settings: { generationMode: 'chat' },
      preferences: { theme: 'dark' },
      timestamp: at,
      device: { deviceId: 'd1', deviceName: 'Laptop', platform: 'Linux', browser: 'Chromium' },
    };
    expect(SyncDataRequestSchema.safeParse(snapshot).success).toBe(true);
    expect(SyncDataRequestSchema.safeParse({ ...snapshot, timestamp: 'now' }).success).toBe(false);
  });

  it('accepts a device list and refuses a device without an id', () => {
    expect(DevicesResponseSchema.safeParse({ devices: [device] }).success).toBe(true);
    expect(
      DevicesResponseSchema.safeParse({ devices: [{ ...device, deviceId: '' }] }).success,
    ).toBe(false);
  });

  it('refuses negative pending changes', () => {
    const status = { isOnline: true, lastSync: at, pendingChanges: -1, autoSync: true };
    expect(SyncStatusSchema.safeParse(status).success).toBe(false);
  });
});
