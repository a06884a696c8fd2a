import type { RouteObject } from 'react-router-dom';
import { PageErrorBoundary } from './chrome/page-error-boundary';
import type { RouteHandle } from './chrome/page-title';

/** A route's page title: the layouts make the document title "<title> · RIMA" from it. */
export function title(text: string): RouteHandle {
  return { title: text };
}

/**
 * Pages inside a layout sit under a pathless route whose error element renders inside the layout,
 * so a crashing page keeps the chrome (sidebar, top bar, header).
 */
export function withPageErrors(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <PageErrorBoundary />, children }];
}
