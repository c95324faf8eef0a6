// One checkout step's frame (spec §2 checkout steps, supplement §6 names; issue 13): its number and heading,
// then the open form, or — for a step done — a summary of what was entered with an Edit button (each step can
// be reopened), or nothing yet. When a step opens after the one before it, focus moves to its heading, so a
// screen reader announces where the shopper is now.
import { useEffect, useRef, type ReactNode } from 'react';
import type { CheckoutStep } from '#shared/domain/checkout/steps.ts';
import { Button } from '#client/components/ui/button.tsx';
import { focusWithoutScroll } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';

export type StepState = 'open' | 'done' | 'todo';

export function StepSection({
  step,
  number,
  state,
  onEdit,
  summary,
  children,
  focusOnOpen,
}: {
  step: CheckoutStep;
  number: number;
  state: StepState;
  onEdit: () => void;
  summary: ReactNode;
  children: ReactNode;
  /** Move focus to the heading when the step opens (not on the page's first render). */
  focusOnOpen: boolean;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t(`checkout.step.${step}`);
  useEffect(() => {
    if (state === 'open' && focusOnOpen) {
      focusWithoutScroll(heading.current);
      (heading.current as { scrollIntoView?: (options?: object) => void } | null)?.scrollIntoView?.({
        block: 'start',
      });
    }
  }, [state, focusOnOpen]);
  const titleId = `checkout-step-${step}-title`;
  return (
    <section
      className={`checkout-step checkout-step--${state}`}
      aria-labelledby={titleId}
      data-testid={`checkout-step-${step}`}
      data-state={state}
    >
      <div className="checkout-step__header">
        <h2 id={titleId} className="checkout-step__title" ref={heading} tabIndex={-1}>
          <span className="checkout-step__number" aria-hidden="true">
            {number}
          </span>
          {title}
        </h2>
        {state === 'done' ? (
          <Button variant="ghost" onClick={onEdit} aria-label={t('checkout.editStep', { step: title })}>
            {t('checkout.edit')}
          </Button>
        ) : null}
      </div>
      {state === 'open' ? <div className="checkout-step__body">{children}</div> : null}
      {state === 'done' ? <div className="checkout-step__summary">{summary}</div> : null}
    </section>
  );
}
