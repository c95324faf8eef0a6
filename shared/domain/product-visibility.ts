// Which products and configurable children a shopper may see (spec §4 "Product loading"; spec §2 product
// routes). Pure rules, shared by the product page, the url dispatcher and (later) listings and the cart.

/** The fields the rules read; a contract ProductDocument / ConfigurableChild has them. */
interface Shown {
  status?: number | string | null;
  visibility?: number;
}

interface WithChildren {
  configurable_children?: ReadonlyArray<{ sku: string; status?: number | string | null }> | null;
}

/** Spec §4: status 2 or higher is treated as empty; visibility 1 (not visible individually) is not shown on its own. */
export function isProductShown<P extends Shown>(product: P | null | undefined): product is P {
  return product !== null && product !== undefined && Number(product.status ?? 0) < 2 && product.visibility !== 1;
}

/** A child the parent offers: listed among its children and not disabled (status 2 or higher). */
export function isOfferedChild(parent: WithChildren, sku: string): boolean {
  const child = parent.configurable_children?.find((candidate) => candidate.sku === sku);
  return child !== undefined && (child.status === undefined || child.status === null || Number(child.status) < 2);
}
