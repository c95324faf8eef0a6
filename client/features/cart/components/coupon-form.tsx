// The microcart's coupon field (spec §7 apply-coupon / delete-coupon, §8 wrong coupon; supplement §3 the
// newsletter's 10 % coupon; issue 13): a labelled field and "Apply"; once applied, the code and "Remove the
// discount code". The outcome is said next to the field (a wrong code: the spec's message, the field marked
// invalid and described by it) in a live region, so a screen reader hears it.
import { useState } from 'react';
import { controlValue } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';
import type { CouponOutcome } from '#client/features/cart/coupon.ts';

const MESSAGES = {
  applied: 'microcart.couponApplied',
  removed: 'microcart.couponRemoved',
  wrong: 'microcart.couponWrong',
  offline: 'microcart.couponOffline',
  failed: 'microcart.couponFailed',
} as const;

export function CouponForm({
  applied,
  onApply,
  onRemove,
}: {
  /** The coupon the platform's totals carry, or null. */
  applied: string | null;
  onApply(code: string): Promise<CouponOutcome>;
  onRemove(): Promise<CouponOutcome>;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: CouponOutcome; code: string } | null>(null);
  const run = async (action: () => Promise<CouponOutcome>, tried: string) => {
    setBusy(true);
    try {
      const kind = await action();
      setOutcome({ kind, code: tried });
      if (kind === 'applied') setCode('');
    } finally {
      setBusy(false);
    }
  };
  const wrong = outcome?.kind === 'wrong';
  const message = outcome ? t(MESSAGES[outcome.kind], { code: outcome.code }) : '';
  return (
    <div className="coupon">
      {applied ? (
        <div className="coupon__applied">
          <p>
            {t('microcart.coupon')}: <strong data-testid="coupon-code">{applied}</strong>
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void run(onRemove, applied)}
          >
            {t('microcart.couponRemove')}
          </button>
        </div>
      ) : (
        <form
          className="coupon__form"
          onSubmit={(event) => {
            event.preventDefault();
            const tried = code.trim();
            if (tried !== '' && !busy) void run(() => onApply(tried), tried);
          }}
        >
          <label htmlFor="microcart-coupon" className="coupon__label">
            {t('microcart.coupon')}
          </label>
          <div className="coupon__row">
            <input
              id="microcart-coupon"
              className="coupon__input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              value={code}
              onChange={(event) => setCode(controlValue(event.currentTarget))}
              aria-invalid={wrong || undefined}
              aria-describedby={message ? 'microcart-coupon-status' : undefined}
            />
            <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy || undefined}>
              {t('microcart.couponApply')}
            </button>
          </div>
        </form>
      )}
      <p
        id="microcart-coupon-status"
        className={wrong ? 'coupon__status coupon__status--error' : 'coupon__status'}
        role="status"
        data-testid="coupon-status"
      >
        {message}
      </p>
    </div>
  );
}
