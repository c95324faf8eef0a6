// Placeholder replaced by the catalogue module.
import { Hono } from 'hono';
import type { PlatformEnv } from '../../env';
export const catalogRoutes = new Hono<{ Bindings: PlatformEnv }>();
