// Shipping and payment methods of the embedded platform (spec §9 "Shipping and payment", supplement §3;
// docs/decisions/030-cart-totals-shipping-payment-coupons.md). Codes are Magento's, so a VSF1 client that
// knows Magento's demo (contract §1.4 "flatrate"/"checkmo") works unchanged. Amounts in roubles.

/** The courier flat rate: 400 ₽ without tax, 500 ₽ with it (supplement §3, the demo's 4/5 scaled ×100). */
export const COURIER = {
  carrierCode: 'flatrate',
  methodCode: 'flatrate',
  carrierTitle: 'Courier',
  methodTitle: 'Flat rate',
  /** Excluding tax (Magento's `price_excl_tax`; the totals' `shipping_amount`). */
  amount: 400,
  /** Including tax: what the shopper pays (the method's `amount` and `price_incl_tax`). The tax on shipping is the difference (100 ₽). */
  amountInclTax: 500,
} as const;

/** Payment on delivery (spec §9): cost 0, the default; not offered for a virtual cart (nothing is delivered). */
export const CASH_ON_DELIVERY = { code: 'cashondelivery', title: 'Cash On Delivery' } as const;

/**
 * Payment against an invoice, for companies (spec "company-invoice option"): Magento's offline
 * "Check / Money order" code, so the contract's example order (`checkmo`) is this method. Offered for every
 * cart, virtual ones too.
 */
export const INVOICE = { code: 'checkmo', title: 'Invoice for companies (bank transfer)' } as const;

/** The country totals use when a request names none and the store view has no tax country (VSF tax.defaultCountry). */
export const MISSING_COUNTRY_LOG = 'Please do set the tax.defaultCountry in order to calculate totals.';
