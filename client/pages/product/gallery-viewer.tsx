// The gallery's full-screen viewer (issue 11 "Gallery": a full-screen view at spec §9's gallery size, 2000 px,
// with keyboard and swipe). Loaded on demand by gallery.tsx (React.lazy: nothing of it is in the first load).
// A native modal <dialog> (as client/components/aside.tsx): showModal() moves focus in and makes the page behind
// inert, Esc closes it; the opener takes focus back (gallery.tsx). ArrowLeft/ArrowRight and the previous/next
// buttons move through the images, wrapping round; so does a horizontal swipe of more than 50 px (pointer events,
// so touch, pen and mouse alike). The image has a srcset so a phone at 1× density takes the 502 px image it has
// already loaded, while a large or dense screen takes the 2000 px one (the `src`).
import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { thumbnailUrl } from '#shared/domain/urls.ts';
import { closeDialog, showModalDialog } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';

/** A horizontal move longer than this is a swipe (issue 11). */
const SWIPE_PX = 50;

export interface GalleryViewerProps {
  images: readonly string[];
  index: number;
  /** The product's name: the dialog's heading and the image's alt text. */
  name: string;
  onSelect: (index: number) => void;
  /** The thumbnails (gallery-thumbs.tsx, passed in so that module stays in the page's chunk). */
  thumbs: ReactNode;
  /** Called once the dialog has closed (Esc, the close button). */
  onClose: () => void;
}

export default function GalleryViewer({ images, index, name, onSelect, thumbs, onClose }: GalleryViewerProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const total = images.length;
  const image = images[index] ?? images[0] ?? '';
  const big = THUMBNAIL_SIZES.gallery;
  const main = THUMBNAIL_SIZES.product;
  const src = thumbnailUrl(image, big.width, big.height);

  useEffect(() => showModalDialog(dialogRef.current), []);

  const go = (step: number) => {
    if (total > 1) onSelect((index + step + total) % total);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.isPrimary) swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={dialogRef}
      className="gallery-viewer"
      aria-labelledby="gallery-viewer-title"
      data-testid="gallery-viewer"
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <header className="gallery-viewer__bar">
        <h2 id="gallery-viewer-title" className="gallery-viewer__title">
          {name}
        </h2>
        <p className="gallery-viewer__counter" aria-live="polite" aria-atomic="true">
          <span aria-hidden="true" data-testid="gallery-counter">
            {index + 1} / {total}
          </span>
          <span className="visually-hidden">{t('product.gallery.image', { n: index + 1, total })}</span>
        </p>
        <button
          type="button"
          className="button button--icon gallery-viewer__close"
          aria-label={t('product.gallery.close')}
          onClick={() => closeDialog(dialogRef.current)}
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div
        className="gallery-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <img
          className="gallery-viewer__image"
          src={src}
          srcSet={`${thumbnailUrl(image, main.width, main.height)} ${main.width}w, ${src} ${big.width}w`}
          sizes="min(100vw, 100vh)"
          alt={name}
          width={big.width}
          height={big.height}
          draggable={false}
          data-testid="gallery-viewer-image"
        />
        {total > 1 ? (
          <>
            <button
              type="button"
              className="gallery-viewer__nav gallery-viewer__nav--previous"
              aria-label={t('product.gallery.previous')}
              onClick={() => go(-1)}
            >
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <button
              type="button"
              className="gallery-viewer__nav gallery-viewer__nav--next"
              aria-label={t('product.gallery.next')}
              onClick={() => go(1)}
            >
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </>
        ) : null}
      </div>
      {thumbs}
    </dialog>
  );
}
