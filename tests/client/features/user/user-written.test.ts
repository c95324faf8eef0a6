// client/features/user/user-written.ts: a caller awaiting the user's writes waits for every write started before,
// and a failed write does not make it fail (ADR 035: a changed password's new tokens are saved before "done").
import { describe, expect, it } from 'vitest';
import { recordUserWrite, userWritten } from '#client/features/user/user-written.ts';

describe('userWritten', () => {
  it('resolves only after every write recorded so far, a failed one included', async () => {
    const order: string[] = [];
    let finishSlow: () => void = () => {};
    recordUserWrite(
      new Promise<void>((resolve) => {
        finishSlow = resolve;
      }).then(() => order.push('slow write')),
    );
    recordUserWrite(Promise.reject(new Error('quota')));
    const waited = userWritten().then(() => order.push('written'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    finishSlow();
    await waited;
    expect(order).toEqual(['slow write', 'written']);
  });
});
