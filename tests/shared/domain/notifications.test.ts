import { describe, expect, it } from 'vitest';
import {
  addNotification,
  removeNotificationAt,
  visibleNotifications,
  type Notification,
} from '#shared/domain/notifications.ts';

const n = (id: number, message: string): Notification => ({ id, type: 'success', message });

describe('notification rules (spec §4, contract §4.7)', () => {
  it('ignores a duplicate of the last message', () => {
    const list = addNotification(
      [n(1, 'Product has been added to the cart!')],
      n(2, 'Product has been added to the cart!'),
    );
    expect(list.map((x) => x.id)).toEqual([1]);
  });

  it('adds a message equal to an earlier, not the last, one', () => {
    const list = addNotification([n(1, 'a'), n(2, 'b')], n(3, 'a'));
    expect(list.map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('removes notification 0 when asked for 0 (supplement §7 defect fixed)', () => {
    expect(removeNotificationAt([n(1, 'a'), n(2, 'b')], 0).map((x) => x.id)).toEqual([2]);
  });
});

describe('visibleNotifications', () => {
  it('shows the newest two, newest first; one or none as they are', () => {
    expect(visibleNotifications([n(1, 'a'), n(2, 'b'), n(3, 'c')]).map((x) => x.id)).toEqual([3, 2]);
    expect(visibleNotifications([n(1, 'a')]).map((x) => x.id)).toEqual([1]);
    expect(visibleNotifications([])).toEqual([]);
  });
});
