// The size guide's starting choice for a product (its "Size guide" link): the calculator opens with the product's
// brand, department and kind, read from the url's query by the size guide (client/features/size-guide). Apart from
// ./size-guide.ts, so a product page does not carry the size tables' code.
/** What a product tells the size guide: its brand's option and the url paths of its categories. */
export interface SizeGuideProduct {
  brand?: unknown;
  category?: ReadonlyArray<{ path?: string | null }> | null;
}

/** The size guide's url query parameters that start the calculator with a product's chart. */
export const SIZE_GUIDE_PARAMETERS = ['brand', 'gender', 'age', 'style'] as const;

/**
 * The size guide's choice for a product (the calculator's brand, gender, age and style), as url query parameters:
 * its brand's slug (the brand whose `brand_option_id` the product's `brand` is) and what its categories' url
 * segments say (`scopes`, shared/config/shop.ts). Only what is known is set.
 */
export function sizeGuideChoiceFor(
  product: SizeGuideProduct,
  brands: ReadonlyArray<{ slug: string; brand_option_id?: number | null }>,
  scopes: Readonly<Record<string, Partial<{ gender: string; age: string; productStyle: string }>>>,
): URLSearchParams {
  const choice = new URLSearchParams();
  const brand = brands.find(
    (candidate) => candidate.brand_option_id != null && String(candidate.brand_option_id) === String(product.brand),
  );
  if (brand) choice.set('brand', brand.slug);
  const segments = (product.category ?? []).flatMap((category) => (category.path ?? '').split('/'));
  for (const segment of segments) {
    const scope = scopes[segment];
    if (scope?.gender && !choice.has('gender')) choice.set('gender', scope.gender);
    if (scope?.age && !choice.has('age')) choice.set('age', scope.age);
    if (scope?.productStyle && !choice.has('style')) choice.set('style', scope.productStyle);
  }
  return choice;
}
