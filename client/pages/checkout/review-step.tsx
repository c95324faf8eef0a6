// Step 4, Review order (spec §2, §4 "Place order", §5 'You must accept the terms and conditions.', §8 stock
// messages; supplement §6 'Place the order'; issue 13): the terms to accept and the order to place. Opening the
// step checks the stock of every line on the server ('Stock check in progress, please wait.'); the order's
// outcome is ./use-place-order.ts. The lines and totals are beside the steps (./order-summary.tsx).
import { useEffect, useState, type FormEvent } from 'react';
import { CMS_ROUTES } from '#shared/config/shop.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { controlChecked, focusElementById } from '#client/lib/dom.ts';
import { useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import { useCheckout, useCheckoutContext } from './checkout-context';
import { FormAlert } from './form-alert';
import { chosenShippingMethod, useShippingMethods } from './shipping-step';
import type { PlaceOrderState } from './use-place-order';

const TERMS_ID = 'review-terms';
const TERMS_PAGE = CMS_ROUTES.find((route) => route.name === 'terms-of-use')?.identifier ?? 'terms-of-use';

export function ReviewStep({ order }: { order: PlaceOrderState }) {
  const t = useT();
  const urls = useUrls();
  const storeCode = useStoreCode();
  const { virtual } = useCheckoutContext();
  const shippingDetails = useCheckout((state) => state.shippingDetails);
  const { methods } = useShippingMethods(shippingDetails.country);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  // The stock is checked once when the step opens (the summary marks what is not available).
  useEffect(() => {
    void order.checkStock();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening of the step
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setTermsError(true);
      setAlert(t('validation.fixErrors'));
      focusElementById(TERMS_ID);
      return;
    }
    setAlert(null);
    const shipping = virtual ? null : (chosenShippingMethod(methods, shippingDetails.shippingMethod) ?? null);
    void order.place(shipping);
  };

  const busy = order.phase !== 'idle';
  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit} data-testid="checkout-review-form">
      <FormAlert message={alert ?? order.message} testId="checkout-order-message" />
      <p className="checkout-note">{t('checkout.reviewNote')}</p>
      <Checkbox
        id={TERMS_ID}
        name="terms"
        label={
          <>
            {t('checkout.acceptTerms')} <a href={urls.cmsPage(TERMS_PAGE, storeCode)}>{t('checkout.termsLink')}</a>
          </>
        }
        checked={accepted}
        required
        error={termsError && !accepted ? t('validation.terms') : undefined}
        onChange={(event) => {
          setAccepted(controlChecked(event.currentTarget));
          setTermsError(true);
        }}
      />
      <p className="checkout-status" role="status" data-testid="checkout-stock-status">
        {order.phase === 'checking'
          ? t('checkout.stockCheckInProgress')
          : order.phase === 'placing'
            ? t('checkout.placing')
            : ''}
      </p>
      <Button type="submit" variant="primary" block aria-busy={busy || undefined} data-testid="checkout-place-order">
        {t('checkout.submit.placeOrder')}
      </Button>
    </form>
  );
}
