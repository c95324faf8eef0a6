// Every text the browser shows is in a message group its page or panel loads (ADR 064): the code each loader starts
// from — the browser entry (`core`), a page's route module (`core` and the page's groups, client/lib/page-messages.ts),
// a panel's body (`core` and the panels', client/components/lazy-aside.tsx) — is followed through its imports, and
// the keys its modules name are looked up in the groups it loads. A failure names the key, the module and where to
// move the key. Read from the source, so no build is needed.
import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '#client/lib/page-messages.ts';
import { MESSAGE_GROUPS, PANEL_MESSAGES, type MessageGroup } from '#shared/i18n/message-groups.ts';
import { ru } from '#shared/i18n/ru.ts';
import { account as enAccount } from '#shared/i18n/en/account.ts';
import { catalogue as enCatalogue } from '#shared/i18n/en/catalogue.ts';
import { checkout as enCheckout } from '#shared/i18n/en/checkout.ts';
import { cms as enCms } from '#shared/i18n/en/cms.ts';
import { core as enCore } from '#shared/i18n/en/core.ts';
import { panels as enPanels } from '#shared/i18n/en/panels.ts';
import { forms as enForms } from '#shared/i18n/en/forms.ts';
import { cart as enCart } from '#shared/i18n/en/cart.ts';
import { product as enProduct } from '#shared/i18n/en/product.ts';
import { account } from '#shared/i18n/ru/account.ts';
import { catalogue } from '#shared/i18n/ru/catalogue.ts';
import { checkout } from '#shared/i18n/ru/checkout.ts';
import { cms } from '#shared/i18n/ru/cms.ts';
import { core } from '#shared/i18n/ru/core.ts';
import { panels } from '#shared/i18n/ru/panels.ts';
import { forms } from '#shared/i18n/ru/forms.ts';
import { cart } from '#shared/i18n/ru/cart.ts';
import { product } from '#shared/i18n/ru/product.ts';
import { keysNamedBy, moduleFacts, modulesReachedFrom, sourceFiles } from '#tests/support/message-graph.ts';

const RUSSIAN: Record<MessageGroup, object> = { core, catalogue, cms, product, checkout, account, panels, forms, cart };
const ENGLISH: Record<MessageGroup, object> = {
  core: enCore,
  catalogue: enCatalogue,
  cms: enCms,
  product: enProduct,
  checkout: enCheckout,
  account: enAccount,
  panels: enPanels,
  forms: enForms,
  cart: enCart,
};
const KEYS = Object.keys(ru);
const groupOf = new Map<string, MessageGroup>(
  MESSAGE_GROUPS.flatMap((group) => Object.keys(RUSSIAN[group]).map((key) => [key, group] as const)),
);

/** A panel's body as its shell loads it: `panelBody(() => import('./x-body').then((module) => module.XBody))`. */
const PANEL_BODY_IMPORT = /panelBody\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/** A part whose code loads with its texts: `lazyWithTexts(() => import('./x').then(…), ['product', 'forms'])`. */
const PART_WITH_TEXTS_IMPORT = /lazyWithTexts\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)[^[]*\[([^\]]*)\]/g;

/** Each module that loads groups of its own, with the groups its texts can come from. */
function loaders(): Map<string, readonly MessageGroup[]> {
  const roots = new Map<string, readonly MessageGroup[]>([
    ['client/entry.browser.tsx', ['core']],
    // The closed panels' shells, loaded with the panels' texts at the first opening (client/app/layouts/closed-panels.tsx).
    ['client/app/layouts/panel-shells.tsx', ['core', ...PANEL_MESSAGES]],
  ]);
  for (const [kind, groups] of Object.entries(PAGE_MESSAGES))
    roots.set(`client/pages/${kind}/route.tsx`, ['core', ...groups]);
  for (const file of sourceFiles('client')) {
    const facts = moduleFacts(file);
    for (const [, specifier = ''] of facts.source.matchAll(PANEL_BODY_IMPORT)) {
      const body = facts.dynamicImports.find((target) => target.includes(specifier.replace(/^\.\//, '')));
      if (body) roots.set(body, ['core', ...PANEL_MESSAGES]);
    }
    for (const [, specifier = '', list = ''] of facts.source.matchAll(PART_WITH_TEXTS_IMPORT)) {
      const part = facts.dynamicImports.find((target) => target.includes(specifier.replace(/^\.\//, '')));
      const groups = [...list.matchAll(/'([a-z]+)'/g)].map(([, group]) => group as MessageGroup);
      if (part) roots.set(part, ['core', ...groups]);
    }
  }
  return roots;
}

describe('message groups', () => {
  it('split each view into the same disjoint groups, every key in one', () => {
    const grouped = MESSAGE_GROUPS.flatMap((group) => Object.keys(RUSSIAN[group]));
    expect(grouped.length).toBe(new Set(grouped).size);
    expect(grouped.sort()).toEqual([...KEYS].sort());
    for (const group of MESSAGE_GROUPS)
      expect(Object.keys(ENGLISH[group]).sort()).toEqual(Object.keys(RUSSIAN[group]).sort());
  });

  it('find the browser entry, every page kind, the five panel bodies and the parts loaded with their texts', () => {
    const roots = loaders();
    expect(roots.get('client/pages/product/reviews-part.tsx')).toEqual(['core', 'product', 'forms']);
    expect(roots.get('client/entry.browser.tsx')).toEqual(['core']);
    expect(roots.get('client/pages/checkout/route.tsx')).toEqual(['core', 'checkout', 'forms', 'cart']);
    expect([...roots].filter(([, groups]) => groups.includes('panels')).map(([file]) => file.split('/').pop())).toEqual(
      expect.arrayContaining([
        'microcart-body.tsx',
        'search-panel-body.tsx',
        'wishlist-panel-body.tsx',
        'newsletter-modal-body.tsx',
        'login-panel-body.tsx',
      ]),
    );
  });

  it('hold every text a loader’s code shows in a group it loads', () => {
    const roots = loaders();
    const problems: string[] = [];
    for (const [root, groups] of roots) {
      for (const file of modulesReachedFrom(root, (target) => roots.has(target))) {
        for (const key of keysNamedBy(moduleFacts(file).source, KEYS)) {
          const group = groupOf.get(key) ?? 'core';
          if (!groups.includes(group))
            problems.push(
              `'${key}' (shared/i18n/{ru,en}/${group}.ts) is shown by ${file}, loaded from ${root} with ${groups.join(', ')}: move it to a group every loader that shows it loads (core if there is none)`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep a key outside core only where a loader of its group shows it (core holds what no code names literally)', () => {
    const roots = loaders();
    const shownBy = new Map<string, Set<MessageGroup>>();
    for (const [root, groups] of roots)
      for (const file of modulesReachedFrom(root, (target) => roots.has(target)))
        for (const key of keysNamedBy(moduleFacts(file).source, KEYS))
          for (const group of groups) (shownBy.get(key) ?? shownBy.set(key, new Set()).get(key))?.add(group);
    const misplaced = KEYS.filter((key) => {
      const group = groupOf.get(key) ?? 'core';
      return group !== 'core' && !shownBy.get(key)?.has(group);
    });
    expect(misplaced).toEqual([]);
  });
});
