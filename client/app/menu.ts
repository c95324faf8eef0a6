// The menu query moved to its endpoint file, client/lib/api/menu.ts (issue 9 item 2); this re-export
// keeps client/app/routes.tsx and client/app/root-layout.tsx (spec §3 menu) importing `./menu`.
export { menuQuery, type MenuCategory } from '#client/lib/api/menu.ts';
