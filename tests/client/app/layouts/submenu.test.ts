// The menu tree and the mobile menu's submenu path (client/lib/api/menu.ts menuTree, client/app/layouts/
// submenu.ts; spec §3 include_in_menu and UI state submenu (depth, path), §4 Panels; issue 10).
import { describe, expect, it } from 'vitest';
import { menuTree, type MenuCategory } from '#client/lib/api/menu.ts';
import { popSubmenu, pushSubmenu, SUBMENU_CLOSE_DELAY_MS, submenuLevel } from '#client/app/layouts/submenu.ts';

const node = (id: number, position: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `c${id}`,
  slug: `c-${id}`,
  url_path: `c${id}`,
  position,
  ...extra,
});

describe('menuTree', () => {
  it('nests children_data by position and leaves out hidden and inactive categories with their subtrees', () => {
    const tree = menuTree([
      node(3, 2, {
        children_data: [
          node(6, 2),
          node(5, 1, { children_data: [node(8, 1)] }),
          node(7, 3, { include_in_menu: false }),
        ],
      }),
      node(2, 1),
      node(4, 3, { is_active: false, children_data: [node(9, 1)] }),
    ]);
    expect(tree.map((c) => c.id)).toEqual([2, 3]);
    expect(tree[1]?.children.map((c) => c.id)).toEqual([5, 6]);
    expect(tree[1]?.children[0]?.children.map((c) => c.id)).toEqual([8]);
    expect(tree[0]).toEqual({ id: 2, name: 'c2', slug: 'c-2', url_path: 'c2', position: 1, children: [] });
  });
});

describe('the submenu path', () => {
  const leaf = (id: number): MenuCategory => ({ id, name: `c${id}`, slug: `c-${id}`, position: id, children: [] });
  const tree: MenuCategory[] = [
    { ...leaf(3), children: [{ ...leaf(4), children: [leaf(5), leaf(6)] }, leaf(7)] },
    leaf(8),
  ];

  it('the top level, then each level drilled into', () => {
    expect(submenuLevel(tree, [])).toEqual({ trail: [], current: null, items: tree });
    const women = submenuLevel(tree, pushSubmenu([], 3));
    expect(women.current?.id).toBe(3);
    expect(women.items.map((c) => c.id)).toEqual([4, 7]);
    const shoes = submenuLevel(tree, pushSubmenu(pushSubmenu([], 3), 4));
    expect(shoes.trail.map((c) => c.id)).toEqual([3, 4]);
    expect(shoes.items.map((c) => c.id)).toEqual([5, 6]);
  });

  it('back pops one level; an id the tree no longer has, or a leaf, ends the path there', () => {
    expect(popSubmenu([3, 4])).toEqual([3]);
    expect(popSubmenu([])).toEqual([]);
    expect(submenuLevel(tree, [3, 99]).current?.id).toBe(3);
    expect(submenuLevel(tree, [8]).current).toBeNull();
  });

  it('is emptied 300 ms after the panel closes (spec §9 submenu close delay)', () => {
    expect(SUBMENU_CLOSE_DELAY_MS).toBe(300);
  });
});
