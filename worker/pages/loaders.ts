// Step 2 of a page render (DESIGN.md §4, ADR 018): React Router's static handler runs the route loaders for
// the request with its services (createRoutes, the client's route table). Critical data is awaited into
// the query client; secondary data is left to stream behind Suspense.
import { createStaticHandler, type StaticHandler, type StaticHandlerContext } from 'react-router';
import { createRoutes } from '#client/app/routes.tsx';
import { isNotFound } from '#client/lib/route-types.ts';
import type { PageServices } from './services';

/** What the loaders left: a redirect to send, errors to report, or a page to stream. */
export type LoadedPage =
  | { kind: 'redirect'; response: Response }
  | { kind: 'failed'; errors: unknown[] }
  | { kind: 'ready'; handler: StaticHandler; context: StaticHandlerContext; status: number };

export async function loadPage(services: PageServices, request: Request): Promise<LoadedPage> {
  const handler = createStaticHandler(createRoutes(services));
  const context = await handler.query(request);
  if (context instanceof Response) return { kind: 'redirect', response: context };
  if (context.errors) return { kind: 'failed', errors: Object.values(context.errors) };
  // A loader that found nothing renders the page-not-found page (spec §2) with a real 404.
  const status = Object.values(context.loaderData).some(isNotFound) ? 404 : context.statusCode;
  return { kind: 'ready', handler, context, status };
}
