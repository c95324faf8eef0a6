// The microcart's coupon field (client/features/cart/components/coupon-form.tsx): every outcome said in its live
// region in both views, a wrong code marking the field invalid and described by the message, a blank code and a
// second press while the first runs sending nothing, and the applied code with its "Remove" button.
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CouponForm } from '#client/features/cart/components/coupon-form.tsx';
import type { CouponOutcome } from '#client/features/cart/coupon.ts';
import { renderInView } from '#tests/support/components/render.tsx';

/** The form as the microcart holds it: `answer` decides each apply; an applied code shows until removed. */
function renderCoupon(answer: (code: string) => Promise<CouponOutcome>, path = '/') {
  const tried: string[] = [];
  let removals = 0;
  function Holder() {
    const [applied, setApplied] = useState<string | null>(null);
    return (
      <CouponForm
        applied={applied}
        onApply={async (code) => {
          tried.push(code);
          const outcome = await answer(code);
          if (outcome === 'applied') setApplied(code);
          return outcome;
        }}
        onRemove={async () => {
          removals += 1;
          setApplied(null);
          return 'removed';
        }}
      />
    );
  }
  const view = renderInView(<Holder />, { path });
  const status = () => screen.getByTestId('coupon-status').textContent;
  return { ...view, tried, removals: () => removals, status };
}

describe('the coupon field', () => {
  it('a right code is applied, said, and shown with "Remove"; removing says so and brings the field back', async () => {
    const { user, tried, removals, status } = renderCoupon(async () => 'applied');
    await user.type(screen.getByRole('textbox', { name: 'Промокод' }), '  NEWSLETTER10 ');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(tried).toEqual(['NEWSLETTER10']);
    expect(status()).toBe('Промокод NEWSLETTER10 применён.');
    expect(screen.getByTestId('coupon-code').textContent).toBe('NEWSLETTER10');
    await user.click(screen.getByRole('button', { name: 'Удалить промокод' }));
    expect(removals()).toBe(1);
    expect(status()).toBe('Промокод удалён.');
    expect(screen.getByRole('textbox', { name: 'Промокод' })).toHaveProperty('value', '');
  });

  it('a wrong code: the message, the field invalid and described by it, the code kept to correct (en view)', async () => {
    const { user, status } = renderCoupon(async () => 'wrong', '/en/');
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    await user.type(field, 'NOPE');
    await user.keyboard('{Enter}');
    expect(status()).toBe("You've entered an incorrect coupon code. Please try again.");
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('microcart-coupon-status');
    expect(field).toHaveProperty('value', 'NOPE');
  });

  it('offline and failed codes have their own messages, and the field is not marked invalid', async () => {
    const outcomes: CouponOutcome[] = ['offline', 'failed'];
    const { user, status } = renderCoupon(async () => outcomes.shift()!);
    const field = screen.getByRole('textbox', { name: 'Промокод' });
    await user.type(field, 'SALE');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(status()).toBe('Промокод можно применить, когда есть подключение к сети.');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(status()).toBe('Не удалось применить промокод. Попробуйте ещё раз.');
  });

  it('a blank code sends nothing; a second press while the first runs sends nothing either', async () => {
    let finish: (outcome: CouponOutcome) => void = () => undefined;
    const { user, tried, status } = renderCoupon(() => new Promise((resolve) => (finish = resolve)));
    await user.type(screen.getByRole('textbox', { name: 'Промокод' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(tried).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Промокод' }), 'SALE');
    await user.keyboard('{Enter}');
    const apply = screen.getByRole('button', { name: 'Применить' });
    expect(apply.getAttribute('aria-busy')).toBe('true');
    await user.keyboard('{Enter}');
    expect(tried).toEqual(['SALE']);
    await act(async () => finish('wrong'));
    expect(status()).toBe('Вы ввели неверный промокод. Попробуйте ещё раз.');
    expect(apply.getAttribute('aria-busy')).toBeNull();
  });
});
