// Placeholder replaced by the url module.
import { Hono } from 'hono';
import type { PlatformEnv } from '../../env';
export const urlRoutes = new Hono<{ Bindings: PlatformEnv }>();
