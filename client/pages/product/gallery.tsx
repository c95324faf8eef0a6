// The product gallery (issue 11 "Page content"; spec §9 thumbnail sizes: thumbnails 104, main 502,
// full screen 2000). The main image is the page's LCP element: never lazy, high fetch priority, with
// width and height so nothing shifts while it loads.
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { thumbnailUrl } from '#shared/domain/urls.ts';
import { useT } from '#client/lib/services.tsx';

export interface ProductGalleryProps {
  product: ProductDocument;
  /** The image to show first: the chosen variant's, else the product's. */
  image: string;
}

export function ProductGallery({ product, image }: ProductGalleryProps) {
  const t = useT();
  const main = THUMBNAIL_SIZES.product;
  const thumb = THUMBNAIL_SIZES.cart;
  return (
    <section className="product__gallery" aria-label={t('product.gallery')}>
      <img
        src={thumbnailUrl(image, main.width, main.height)}
        alt={product.name}
        width={main.width}
        height={main.height}
        fetchPriority="high"
      />
      <ul className="product__thumbs">
        {product.media_gallery.slice(0, 4).map((entry) => (
          <li key={entry.image}>
            <img
              src={thumbnailUrl(entry.image, thumb.width, thumb.height)}
              alt=""
              width={thumb.width}
              height={thumb.height}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
