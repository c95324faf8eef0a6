// The product page's attributes table (issue 11 "Page content": brand, material, season, style, gender, age):
// row names and values are the attribute entity's labels in the view (shared/domain/product-details.ts), never
// option ids. The labels are one shared query per store view (detailAttributesQuery), read behind the page's
// Suspense boundary: the server streams the table in the same response, the loader does not wait for it.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { detailRows } from '#shared/domain/product-details.ts';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { detailAttributesQuery } from './queries';

export function ProductAttributes({ product }: { product: ProductDocument }) {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const headingId = 'product-details-title';
  const { data } = useSuspenseQuery(detailAttributesQuery(api, storeCode));
  const rows = detailRows(product, data.items);
  if (rows.length === 0) return null;
  return (
    <section className="product-details" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product.details.title')}</h2>
      <table className="product-details__table" aria-labelledby={headingId} data-testid="product-attributes">
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-attribute={row.code}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
