/**
 * Routes only the built-in backend has (the standalone build's own features: the Semantic Scholar
 * author check and the live import's progress, the data download and restore, …), under
 * `/api/standalone/`. A RIMA server has none of them; the screens call them only when they run on
 * the built-in backend (`useDemoBackend()` is not null).
 */
import type { Route } from '../route';
import { blueskyRoutes } from './bluesky';
import { blueskyNetworkRoutes } from './bluesky-network';
import { dataRoutes } from './data';
import { digestRoutes } from './digest';
import { importRoutes } from './import';
import { lakRoutes } from './lak';
import { recommendationFeedbackRoutes } from './recommendation-feedback';
import { recommendationWhatIfRoutes } from './recommendation-what-if';
import { removedPapersRoutes } from './removed-papers';
import { semanticScholarRoutes } from './semantic-scholar';
import { storageRoutes } from './storage';
import { wikipediaRoutes } from './wikipedia';

export const standaloneRoutes: Route[] = [...semanticScholarRoutes, ...importRoutes, ...wikipediaRoutes, ...dataRoutes, ...blueskyRoutes, ...blueskyNetworkRoutes, ...lakRoutes, ...removedPapersRoutes, ...digestRoutes, ...recommendationFeedbackRoutes, ...recommendationWhatIfRoutes, ...storageRoutes];
