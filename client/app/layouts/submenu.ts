// The mobile menu's submenu path (spec §3 UI state "submenu (depth, path)", §4 Panels "Submenu path entries
// are popped 300 ms after closing", §9 "Submenu close delay 300 ms"; issue 10): which category the shopper
// drilled into, level by level. Pure, so the drawer (./mobile-menu.tsx) and its tests share the rules; the
// delay lets the drawer slide out still showing the level it was on, and reopen at the top.
import type { MenuCategory } from '#client/lib/api/menu.ts';

/** Spec §9: submenu close delay. */
export const SUBMENU_CLOSE_DELAY_MS = 300;

/** Category ids from the top level down to the open level; [] is the top level. */
export type SubmenuPath = readonly number[];

export interface SubmenuLevel {
  /** The categories drilled into, top first (what the path names and the tree still has). */
  trail: MenuCategory[];
  /** The open category, or null at the top level. */
  current: MenuCategory | null;
  /** What the level lists. */
  items: readonly MenuCategory[];
}

/** The level a path opens. An id the tree no longer has (the menu changed) ends the path there. */
export function submenuLevel(tree: readonly MenuCategory[], path: SubmenuPath): SubmenuLevel {
  const trail: MenuCategory[] = [];
  let items = tree;
  for (const id of path) {
    const next = items.find((item) => item.id === id);
    if (!next || next.children.length === 0) break;
    trail.push(next);
    items = next.children;
  }
  return { trail, current: trail[trail.length - 1] ?? null, items };
}

/** Drill into a category of the open level. */
export function pushSubmenu(path: SubmenuPath, id: number): SubmenuPath {
  return [...path, id];
}

/** One level up (spec §3 depth = path length). */
export function popSubmenu(path: SubmenuPath): SubmenuPath {
  return path.slice(0, -1);
}
