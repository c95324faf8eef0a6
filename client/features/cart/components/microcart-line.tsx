// One line of the microcart (issue 13; spec §3 cart item, §4 stock status, §9 cart thumbnail 104×104 and
// "removing a product asks for confirmation"): the image, name, chosen options (Color, Size, a bundle's or
// custom options' choices), stock status ('In stock!' / 'Out of the stock!'), unit price and row total, a
// quantity stepper (− / a number field / +, 1..MAX_LINE_QTY; typing commits on Enter or leaving the field)
// and Remove, which asks first in place (the panel stays the one dialog; focus goes to "Cancel").
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { shownLinePrice } from '#shared/domain/cart/line-price.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { thumbnailUrl } from '#shared/domain/urls.ts';
import { controlValue, focusWithoutScroll } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';
import { useTaxDisplay } from '#client/lib/tax-display.tsx';
import type { CartItem } from '#client/features/cart/store.ts';

export interface MicrocartLineProps {
  line: CartItem;
  /** Unique among the lines (the ids of the line's controls). */
  id: string;
  storeCode: StoreCode;
  onQty(qty: number): void;
  onRemove(): void;
}

const STOCK_TEXT = {
  ok: 'microcart.inStock',
  out_of_stock: 'microcart.outOfStock',
  volatile: 'microcart.volatile',
} as const;

export function MicrocartLine({ line, id, storeCode, onQty, onRemove }: MicrocartLineProps) {
  const t = useT();
  // Prices without VAT when the shopper chose so (the totals below stay what is charged).
  const shown = shownLinePrice(line, useTaxDisplay());
  const { width, height } = THUMBNAIL_SIZES.cart;
  // What the shopper is typing; null shows the line's quantity (changed by the stepper, the sync, another tab).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(line.qty);
  // A quantity typed out of range (0, empty, over MAX_LINE_QTY) is refused with the spec's message, not dropped.
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) focusWithoutScroll(cancelRef.current);
  }, [confirming]);

  const commit = () => {
    const typed = text.trim();
    const qty = Number(typed);
    const valid = typed !== '' && Number.isInteger(qty) && qty >= 1 && qty <= MAX_LINE_QTY;
    setInvalid(!valid);
    if (valid && qty !== line.qty) onQty(qty);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' && line.qty < MAX_LINE_QTY) {
      event.preventDefault();
      setDraft(null);
      setInvalid(false);
      onQty(line.qty + 1);
    } else if (event.key === 'ArrowDown' && line.qty > 1) {
      event.preventDefault();
      setDraft(null);
      setInvalid(false);
      onQty(line.qty - 1);
    }
  };
  const cancel = () => {
    setConfirming(false);
    // Back to the control that asked (after React has shown it again).
    setTimeout(() => focusWithoutScroll(removeRef.current), 0);
  };

  const status = line.stock_status;
  return (
    <li className="microcart-line" data-testid="microcart-line" data-sku={line.sku}>
      <img
        className="microcart-line__image"
        src={thumbnailUrl(line.image, width, height)}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      <div className="microcart-line__details">
        <p className="microcart-line__name" id={`${id}-name`}>
          {line.name}
        </p>
        {line.options.length > 0 ? (
          <dl className="microcart-line__options">
            {line.options.map((option) => (
              <div key={`${option.label}:${option.value}`} className="microcart-line__option">
                <dt>{option.label}:</dt> <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {status ? (
          <p
            className={`microcart-line__stock microcart-line__stock--${status}`}
            data-testid="microcart-line-stock"
            data-status={status}
          >
            {t(STOCK_TEXT[status])}
          </p>
        ) : null}
        <p className="microcart-line__prices">
          <span className="visually-hidden">{t('microcart.unitPrice')}: </span>
          <span className="microcart-line__unit">{formatPrice(shown.unit, storeCode)}</span>
          {line.qty > 1 ? (
            <>
              {' '}
              <span className="microcart-line__row">
                <span className="visually-hidden">{t('microcart.rowTotal')}: </span>
                <span aria-hidden="true">· </span>
                {formatPrice(shown.unit * line.qty, storeCode)}
              </span>
            </>
          ) : null}
          {shown.exclTax ? (
            <>
              {' '}
              <span className="price__tax-note" data-testid="line-tax-note">
                {t('price.exclTax')}
              </span>
            </>
          ) : null}
        </p>
        {confirming ? (
          <div className="microcart-line__confirm" role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`}>{t('microcart.removeConfirm', { name: line.name })}</p>
            <div className="microcart-line__confirm-actions">
              <button type="button" className="button button--primary" onClick={onRemove}>
                {t('microcart.removeYes')}
              </button>
              <button ref={cancelRef} type="button" className="button button--secondary" onClick={cancel}>
                {t('microcart.removeNo')}
              </button>
            </div>
          </div>
        ) : (
          <div className="microcart-line__actions">
            <div className="stepper" role="group" aria-labelledby={`${id}-qty-label`}>
              <span id={`${id}-qty-label`} className="visually-hidden">
                {t('microcart.quantityOf', { name: line.name })}
              </span>
              <button
                type="button"
                className="stepper__button"
                aria-label={t('microcart.decrease', { name: line.name })}
                disabled={line.qty <= 1}
                onClick={() => {
                  setInvalid(false);
                  onQty(line.qty - 1);
                }}
              >
                <span aria-hidden="true">−</span>
              </button>
              <label htmlFor={`${id}-qty`} className="visually-hidden">
                {t('microcart.quantityOf', { name: line.name })}
              </label>
              <input
                id={`${id}-qty`}
                className="stepper__input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={String(MAX_LINE_QTY).length}
                value={text}
                aria-invalid={invalid}
                aria-describedby={invalid ? `${id}-qty-error` : undefined}
                onChange={(event) => {
                  setInvalid(false);
                  setDraft(controlValue(event.currentTarget).replace(/\D/g, ''));
                }}
                onBlur={commit}
                onKeyDown={onKeyDown}
              />
              <button
                type="button"
                className="stepper__button"
                aria-label={t('microcart.increase', { name: line.name })}
                disabled={line.qty >= MAX_LINE_QTY}
                onClick={() => {
                  setInvalid(false);
                  onQty(line.qty + 1);
                }}
              >
                <span aria-hidden="true">+</span>
              </button>
            </div>
            <button
              ref={removeRef}
              type="button"
              className="button button--ghost microcart-line__remove"
              aria-label={t('microcart.removeLine', { name: line.name })}
              onClick={() => setConfirming(true)}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                <path
                  d="M4 7h16M9 7V4h6v3m-8 0l1 13h8l1-13"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </div>
        )}
        {invalid ? (
          <p id={`${id}-qty-error`} className="microcart-line__error" role="alert">
            {t('product.quantityInvalid', { quantity: MAX_LINE_QTY })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
