// Spec §4 "User-token lock": a failed refresh clears the untransmitted tasks (client/lib/sync/clear-untransmitted.ts):
// every stored task not transmitted yet, with or without a token, except orders placed offline (never lost);
// transmitted rows (kept for their cacheable result) stay.
import { describe, expect, it } from 'vitest';
import type { SyncTask } from '#client/lib/storage/records.ts';
import { untransmittedTaskIds } from '#client/lib/sync/clear-untransmitted.ts';

const task = (id: number | undefined, transmited: boolean, url: string, callback_event?: string): SyncTask => ({
  ...(id === undefined ? {} : { task_id: id }),
  idempotency_key: `key-${id ?? 'new'}`,
  url,
  payload: { method: 'POST', headers: {} },
  silent: false,
  transmited,
  created_at: 1_700_000_000_000,
  updated_at: 1_700_000_000_000,
  is_result_cacheable: false,
  ...(callback_event ? { callback_event } : {}),
});

describe('untransmittedTaskIds', () => {
  it('names every untransmitted stored task, with and without a token; transmitted ones and orders stay', () => {
    const tasks = [
      task(1, false, '/api/user/me?token={{token}}', 'profile-updated'),
      task(2, true, '/api/user/me?token={{token}}', 'profile-updated'),
      task(3, false, '/api/order?token={{token}}', 'order-placed'),
      task(4, false, '/api/cart/update?cartId={{cartId}}'),
      task(5, false, '/api/order', 'order-placed'),
      task(undefined, false, '/api/user/me'),
    ];
    expect(untransmittedTaskIds(tasks)).toEqual([1, 4]);
  });

  it('an empty queue clears nothing', () => {
    expect(untransmittedTaskIds([])).toEqual([]);
  });
});
