// The mobile menu (spec §2 "a mobile menu", §4 Panels; issue 9 item 6, issue 10 "menu"): on phones the main
// menu lives in a drawer from the left, opened by the header's menu button. It is the shared panel
// primitive (client/components/aside.tsx), so it closes on Esc, on the overlay and when a link is
// followed, and opening the languages modal from it closes it. Its footer holds the languages button, the compare
// link and, on phones, the tax switch (the header row has no room for either there).
//
// It shows the same category tree as the header's menu, one level at a time: every row is the category's
// link, and a category with subcategories has a button beside it that drills into them; a level has a Back
// button and a link to the whole category. The path of levels is spec §3's submenu state; it is emptied
// 300 ms after the drawer closes (spec §4, ./submenu.ts), so the drawer slides out on the level it showed
// and opens next time at the top. Focus follows the drill: to the new level's heading, and back to the
// button that opened a level when the shopper goes up.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuCategory } from '#client/lib/api/menu.ts';
import { useAside } from '#client/components/aside.tsx';
import { Aside } from '#client/components/aside-dialog.tsx';
import { LanguagesButton } from '#client/features/store-switcher/languages-button.tsx';
import { TaxSwitch } from '#client/features/tax-display/components/tax-switch.tsx';
import { CompareLink } from '#client/features/compare/components/compare-link.tsx';
import { focusWithoutScroll } from '#client/lib/dom.ts';
import { isCurrentPage } from '#client/lib/page-links.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import { popSubmenu, pushSubmenu, submenuLevel, SUBMENU_CLOSE_DELAY_MS, type SubmenuPath } from './submenu';

/**
 * The submenu path, emptied SUBMENU_CLOSE_DELAY_MS after the drawer closes (spec §4); reopening within the
 * delay keeps the level.
 */
function useSubmenuPath(isOpen: boolean): [SubmenuPath, (path: SubmenuPath) => void] {
  const [path, setPath] = useState<SubmenuPath>([]);
  useEffect(() => {
    if (isOpen) return;
    const timer = setTimeout(() => setPath([]), SUBMENU_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);
  return [path, setPath];
}

export function MobileMenu({ items }: { items: readonly MenuCategory[] }) {
  const t = useT();
  const urls = useUrls();
  const storeCode = useStoreCode();
  const { pathname } = useLocation();
  const { openName, close } = useAside();
  const [path, setPath] = useSubmenuPath(openName === 'menu');
  const { current, items: levelItems } = submenuLevel(items, path);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const drillButtons = useRef(new Map<number, HTMLButtonElement>());
  // Where focus goes once the new level is on screen: its heading (down) or the drill button (up).
  const focusNext = useRef<'heading' | number | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') focusWithoutScroll(headingRef.current);
    else if (typeof target === 'number') focusWithoutScroll(drillButtons.current.get(target));
  }, [path]);

  const drill = (id: number) => {
    focusNext.current = 'heading';
    setPath(pushSubmenu(path, id));
  };
  const back = () => {
    focusNext.current = current ? current.id : null;
    setPath(popSubmenu(path));
  };
  const onNavigate = () => close('menu');

  return (
    <Aside name="menu" heading={t('menu.title')} position="left" className="mobile-menu">
      <nav aria-label={t('nav.main')} className="mobile-menu__nav" data-submenu-depth={path.length}>
        {current ? (
          <div className="mobile-menu__level">
            <button type="button" className="mobile-menu__back" onClick={back}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {t('menu.back')}
            </button>
            <h3 ref={headingRef} tabIndex={-1} className="mobile-menu__level-title">
              {current.name}
            </h3>
          </div>
        ) : null}
        <ul>
          {current ? (
            <li className="mobile-menu__row">
              <PageLink
                to={urls.category(current, storeCode)}
                current={isCurrentPage(urls.category(current, storeCode), pathname, true)}
                onClick={onNavigate}
                className="mobile-menu__link mobile-menu__link--all"
              >
                {t('menu.allIn', { name: current.name })}
              </PageLink>
            </li>
          ) : null}
          {levelItems.map((item) => (
            <li key={item.id} className="mobile-menu__row">
              <PageLink
                to={urls.category(item, storeCode)}
                current={isCurrentPage(urls.category(item, storeCode), pathname, item.children.length > 0)}
                onClick={onNavigate}
                className="mobile-menu__link"
              >
                {item.name}
              </PageLink>
              {item.children.length > 0 ? (
                <button
                  type="button"
                  ref={(button) => {
                    if (button) drillButtons.current.set(item.id, button);
                    else drillButtons.current.delete(item.id);
                  }}
                  className="mobile-menu__drill"
                  aria-label={t('menu.subcategoriesOf', { name: item.name })}
                  onClick={() => drill(item.id)}
                >
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                    <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-menu__footer">
        <LanguagesButton compact={false} />
        <TaxSwitch />
        <CompareLink labelled />
      </div>
    </Aside>
  );
}
