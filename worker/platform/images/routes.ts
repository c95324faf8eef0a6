// Placeholder replaced by the images module.
import { Hono } from 'hono';
import type { PlatformEnv } from '../../env';
export const imageRoutes = new Hono<{ Bindings: PlatformEnv }>();
