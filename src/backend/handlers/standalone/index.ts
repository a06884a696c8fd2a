/**
 * Routes only the built-in backend has (the standalone build's own features: the Semantic Scholar
 * author check and the live import's progress, the data download and restore, …), under
 * `/api/standalone/`. A RIMA server has none of them; the screens call them only when they run on
 * the built-in backend (`useDemoBackend()` is not null).
 */
import type { Route } from '../user/router';
import { lakRoutes } from './lak';

export const standaloneRoutes: Route[] = [...lakRoutes];
