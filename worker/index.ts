// The edge worker: composition only (DESIGN.md §4). Static assets are answered by wrangler [assets]
// before this runs.
import { Hono } from 'hono';
import type { Env } from './env';
import { createPlatformApp } from './platform/app';

const app = new Hono<{ Bindings: Env }>();
const platform = createPlatformApp();

app.all('/api/*', (c) => platform.fetch(c.req.raw, c.env, c.executionCtx));
app.all('/img/*', (c) => platform.fetch(c.req.raw, c.env, c.executionCtx));
app.get('*', (c) => c.text('storefront coming up', 200));

export default app;
