// The framework floor of first-load JavaScript: what a page would download if the app were empty — the
// libraries the browser entry uses (React 19's hydrateRoot, ADR 061; React Router's data router, TanStack Query's
// hydration and suspense query, zustand), built by the same Vite as the app. The page budget can only be met
// above this line; bench/first-load-js.ts prints it beside the pages (gzip level 9, 1 KB = 1024 bytes).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { REACT_ROUTER_PRODUCTION_ALIASES } from '#scripts/lib/react-router-production.ts';
import { repoRoot } from '#scripts/lib/project-paths.ts';

/** The same imports as client/entry.browser.tsx and the route components, nothing of the app. */
const FLOOR_ENTRY = `
import { StrictMode, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, Link, NavLink, Outlet, useLoaderData, useMatches, useNavigation, useLocation, useNavigate, useRouteError, useParams, replace } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider, hydrate, queryOptions, useSuspenseQuery, useQueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
const keep = [Link, NavLink, Outlet, useLoaderData, useMatches, useNavigation, useLocation, useNavigate, useRouteError, useParams, replace, matchRoutes, queryOptions, useSuspenseQuery, useQueryClient, createStore, useStore];
const queryClient = new QueryClient();
hydrate(queryClient, window.__state);
const router = createBrowserRouter([{ path: '/', Component: () => keep.length }]);
hydrateRoot(document.body, createElement(StrictMode, null, createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router }))));
`;

export interface FrameworkFloor {
  gzipKB: number;
  rawKB: number;
  files: number;
}

export async function measureFrameworkFloor(): Promise<FrameworkFloor> {
  const workDir = path.join(repoRoot, 'dist', '.framework-floor');
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const entry = path.join(workDir, 'entry.js');
  fs.writeFileSync(entry, FLOOR_ENTRY);
  const outDir = path.join(workDir, 'out');
  await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    publicDir: false,
    resolve: { alias: REACT_ROUTER_PRODUCTION_ALIASES },
    build: { outDir, emptyOutDir: true, target: 'es2022', rollupOptions: { input: entry } },
  });
  let gzip = 0;
  let raw = 0;
  const scripts = fs.readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
  for (const name of scripts) {
    const body = fs.readFileSync(path.join(outDir, 'assets', name));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  fs.rmSync(workDir, { recursive: true, force: true });
  return { gzipKB: gzip / 1024, rawKB: raw / 1024, files: scripts.length };
}
