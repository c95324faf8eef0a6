// The durable queue's storage (spec §3 "Sync task"; ADR 019: IndexedDB `sync-tasks`, one row per idempotency
// key, oldest first; issue 15). Shared by every tab (and the service worker: the same database).
import { getStorefrontDb } from '#client/lib/storage/db.browser.ts';
import type { SyncTask } from '#client/lib/storage/records.ts';
import { untransmittedTaskIds } from './clear-untransmitted';

/** Adds a task unless one with its idempotency key is queued already (the same write is never queued twice). */
export async function enqueueTask(task: Omit<SyncTask, 'task_id'>): Promise<void> {
  const db = await getStorefrontDb();
  const tx = db.transaction('sync-tasks', 'readwrite');
  const existing = await tx.store.index('by-idempotency-key').getKey(task.idempotency_key);
  if (existing === undefined) await tx.store.add(task as SyncTask);
  await tx.done;
}

/** The tasks not sent yet, oldest first. */
export async function pendingTasks(): Promise<SyncTask[]> {
  const db = await getStorefrontDb();
  const tasks = await db.getAllFromIndex('sync-tasks', 'by-created-at');
  return tasks.filter((task) => !task.transmited);
}

export async function saveTask(task: SyncTask): Promise<void> {
  const db = await getStorefrontDb();
  await db.put('sync-tasks', task);
}

export async function removeTask(task: SyncTask): Promise<void> {
  if (task.task_id === undefined) return;
  const db = await getStorefrontDb();
  await db.delete('sync-tasks', task.task_id);
}

/** Spec §4: a failed token refresh clears the untransmitted tasks (./clear-untransmitted.ts); answers how many. */
export async function clearUntransmittedTasks(): Promise<number> {
  const db = await getStorefrontDb();
  const tx = db.transaction('sync-tasks', 'readwrite');
  const ids = untransmittedTaskIds(await tx.store.getAll());
  for (const id of ids) await tx.store.delete(id);
  await tx.done;
  return ids.length;
}

export async function pendingTaskCount(): Promise<number> {
  return (await pendingTasks()).length;
}

/** The tasks waiting for the shopper's confirmation (spec §4: automatic transmission off). */
export async function tasksAwaitingConfirmation(): Promise<SyncTask[]> {
  return (await pendingTasks()).filter((task) => task.meta?.awaiting_confirmation === true);
}

/** Confirms waiting tasks (all, or those with one of `keys`): they go out at the next replay. */
export async function confirmTasks(keys?: readonly string[]): Promise<void> {
  const db = await getStorefrontDb();
  const tx = db.transaction('sync-tasks', 'readwrite');
  for (const task of await tx.store.getAll()) {
    if (task.meta?.awaiting_confirmation !== true) continue;
    if (keys && !keys.includes(task.idempotency_key)) continue;
    await tx.store.put({ ...task, meta: { ...task.meta, awaiting_confirmation: false }, updated_at: Date.now() });
  }
  await tx.done;
}
