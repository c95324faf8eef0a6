// The header's control for prices with or without tax (spec §1; supplement §3; issue 11 "Prices with and
// without tax"): a toggle button named «Цены без НДС» / "Prices without VAT" whose pressed state says that
// prices are shown without tax. A native button, so Enter and Space work; at least 44 × 44 px to touch.
// The server renders it not pressed (with tax, the same HTML for every shopper); the saved choice is
// saved at the click and restored after hydration (the feature's persistence.browser.ts) without moving
// anything: the label stays the same.
// Where the header is tight (tablets, 768-1199 px) it shows the short label «Без НДС» / "Without VAT", part
// of its name (WCAG 2.5.3 label in name).
import { useT } from '#client/lib/services.tsx';
import { useTaxDisplayState } from '#client/features/tax-display/context.tsx';
import { saveTaxDisplay } from '#client/features/tax-display/saved-choice.ts';

export function TaxSwitch() {
  const t = useT();
  const excl = useTaxDisplayState((state) => state.display === 'excl');
  const toggle = useTaxDisplayState((state) => state.toggle);
  return (
    <button
      type="button"
      className="tax-switch"
      aria-pressed={excl}
      aria-label={t('header.taxSwitch')}
      // Saved at the click, not by the restoring chunk: a reload right after it keeps the choice.
      onClick={() => saveTaxDisplay(toggle())}
      data-testid="tax-switch"
    >
      <span className="tax-switch__track" aria-hidden="true" />
      <span className="tax-switch__label">{t('header.taxSwitch')}</span>
      <span className="tax-switch__label tax-switch__label--short">{t('header.taxSwitchShort')}</span>
    </button>
  );
}
