// Keeps the document head in step with client-side navigation (issue 4): title, description,
// robots, canonical and hreflang alternates, so a shared or bookmarked url and the languages modal
// see the same links a server render of that url would carry (worker/pages/document.ts seoTags).
import { absoluteUrl } from '#shared/domain/seo/links.ts';
import type { PageMeta } from '#client/lib/route-types.ts';

/** `<link rel="prev|next">`: set, moved or removed. */
function setRelLink(rel: 'prev' | 'next', path: string | undefined, origin: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (path === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = absoluteUrl(path, origin);
}

function setMeta(name: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

export function applyHead(meta: PageMeta): void {
  const origin = window.location.origin;
  document.title = meta.title;
  setMeta('description', meta.description);
  setMeta('robots', meta.robots);

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (meta.canonicalPath) {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = absoluteUrl(meta.canonicalPath, origin);
  } else {
    canonical?.remove();
  }

  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const alternate of meta.alternates ?? []) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = absoluteUrl(alternate.path, origin);
    document.head.append(link);
  }
  setRelLink('prev', meta.prevPath, origin);
  setRelLink('next', meta.nextPath, origin);
}
