import type { StoreCode } from '#shared/config/store-views.ts';
import type { TrailStep } from '#shared/domain/breadcrumbs.ts';
import { localizedPath, type UrlScheme } from '#shared/domain/urls.ts';
import { PageLink } from './page-link';

export interface Crumb {
  name: string;
  href?: string;
}

export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <PageLink to={crumb.href}>{crumb.name}</PageLink>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Links of a breadcrumb trail (shared/domain/breadcrumbs.ts) in the shop's url mode: home is the store
 * view's `/`, categories link their page; the last crumb names the current page and links its url (for
 * JSON-LD; the component shows it as text).
 */
export function crumbsFromTrail(
  steps: readonly TrailStep[],
  { homeLabel, storeCode, urls }: { homeLabel: string; storeCode: StoreCode; urls: UrlScheme },
): Crumb[] {
  return steps.map((step) =>
    step.kind === 'home'
      ? { name: homeLabel, href: localizedPath('/', storeCode) }
      : { name: step.category.name, href: urls.category(step.category, storeCode) },
  );
}
