// The gallery's thumbnails (issue 11 "Gallery": thumbnails at spec §9's cart size, 104 px), shared by the page's
// gallery and the full-screen viewer: real buttons named "Image 2 of 5" whose pressed state says which image
// is shown; a click shows that image. Lazy images: they are never the LCP element (the main image is).
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { thumbnailUrl } from '#shared/domain/urls.ts';
import { useT } from '#client/lib/services.tsx';

export interface GalleryThumbsProps {
  images: readonly string[];
  index: number;
  onSelect: (index: number) => void;
  className?: string;
}

export function GalleryThumbs({ images, index, onSelect, className = 'product__thumbs' }: GalleryThumbsProps) {
  const t = useT();
  const { width, height } = THUMBNAIL_SIZES.cart;
  // One image needs no choice.
  if (images.length < 2) return null;
  return (
    <ul className={className}>
      {images.map((image, i) => (
        <li key={image}>
          <button
            type="button"
            className="gallery-thumb"
            aria-label={t('product.gallery.image', { n: i + 1, total: images.length })}
            aria-pressed={i === index}
            onClick={() => onSelect(i)}
          >
            <img src={thumbnailUrl(image, width, height)} alt="" width={width} height={height} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The images a gallery shows: the product's media gallery, with `first` (the variant's image) added if absent. */
export function galleryImages(gallery: ReadonlyArray<{ image: string }>, first: string): string[] {
  const images = [...new Set(gallery.map((entry) => entry.image).filter(Boolean))];
  if (first && !images.includes(first)) images.unshift(first);
  return images;
}
