// A link to one of the shop's pages (ADR 048): a plain anchor in the server's HTML and in the browser, followed by
// the app's router through one listener on the document (client/lib/page-links.browser.ts) instead of React
// Router's <Link>, which costs ~1 ms per link while a phone hydrates (issue 10: Total Blocking Time). Use <Link>
// only for what it adds: navigation state, `preventScrollReset`, `replace`.
import type { AnchorHTMLAttributes } from 'react';
import { PAGE_LINK_ATTRIBUTE } from '#client/lib/page-links.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** The marker, typed as an attribute JSX accepts. */
const MARKER = { [PAGE_LINK_ATTRIBUTE]: '' } as Record<string, string>;

/**
 * @param to the page's root-relative url (shared/domain/urls.ts builds them).
 * @param current the link is the page shown (`aria-current="page"`; client/lib/page-links.ts isCurrentPage).
 * @example
 * <PageLink to={urls.category(category, storeCode)} current={isCurrentPage(href, pathname)}>{category.name}</PageLink>
 */
export function PageLink({ to, current = false, ...anchor }: AnchorProps & { to: string; current?: boolean }) {
  return <a aria-current={current ? 'page' : undefined} {...anchor} href={to} {...MARKER} />;
}
