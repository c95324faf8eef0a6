// The product gallery (issue 11 "Gallery"; spec §9 thumbnail sizes: thumbnails 104, main 502, full screen 2000).
// The main image is the page's LCP element: never lazy, high fetch priority, with width and height so nothing
// shifts while it loads. It is a button that opens the full-screen viewer; the viewer's module is loaded only
// then (React.lazy), so the first load pays nothing for it (issue 10/11 first-load JS budget). The first shown
// image is the chosen variant's (the `image` prop): the server and the browser derive it from the same url,
// so hydration agrees; a shopper's choice of thumbnail lasts until the variant's image changes.
import { lazy, useRef, useState } from 'react';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { thumbnailUrl } from '#shared/domain/urls.ts';
import { focusWithoutScroll } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';
import { GalleryThumbs, galleryImages } from './gallery-thumbs';

const loadViewer = () => import('./gallery-viewer');
const GalleryViewer = lazy(loadViewer);

export interface ProductGalleryProps {
  product: ProductDocument;
  /** The image to show first: the chosen variant's, else the product's. */
  image: string;
}

export function ProductGallery({ product, image }: ProductGalleryProps) {
  const t = useT();
  const images = galleryImages(product.media_gallery, image);
  const [chosen, setChosen] = useState<string | null>(null);
  // A new variant image (another colour chosen) shows that image again (React's "adjust state on a prop change").
  const [imageShown, setImageShown] = useState(image);
  if (imageShown !== image) {
    setImageShown(image);
    setChosen(null);
  }
  const [viewerOpen, setViewerOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const index = Math.max(0, images.indexOf(chosen ?? image));
  const current = images[index] ?? image;
  const main = THUMBNAIL_SIZES.product;
  const select = (i: number) => setChosen(images[i] ?? null);

  return (
    <section className="product__gallery" aria-label={t('product.gallery')}>
      <button
        ref={opener}
        type="button"
        className="product__main-image"
        aria-label={t('product.gallery.open')}
        aria-haspopup="dialog"
        // Start fetching the viewer's module when a shopper is about to open it.
        onPointerEnter={() => void loadViewer()}
        onFocus={() => void loadViewer()}
        onClick={() => setViewerOpen(true)}
        data-testid="gallery-main"
      >
        <img
          src={thumbnailUrl(current, main.width, main.height)}
          alt={product.name}
          width={main.width}
          height={main.height}
          fetchPriority="high"
        />
      </button>
      <GalleryThumbs images={images} index={index} onSelect={select} />
      {viewerOpen ? (
        <HydrationBoundary>
          <GalleryViewer
            images={images}
            index={index}
            name={product.name}
            onSelect={select}
            thumbs={
              <GalleryThumbs images={images} index={index} onSelect={select} className="gallery-viewer__thumbs" />
            }
            onClose={() => {
              setViewerOpen(false);
              focusWithoutScroll(opener.current);
            }}
          />
        </HydrationBoundary>
      ) : null}
    </section>
  );
}
