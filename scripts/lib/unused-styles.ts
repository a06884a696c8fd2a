import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import { join } from 'node:path';
import type { Helpers, Plugin, Root } from 'postcss';

/**
 * The build drops the rules of the app's style entries (src/styles/*.scss: Bootstrap's components,
 * helpers and utilities, and our own rules) whose classes appear in none of the app's source files or
 * index.html (PurgeCSS: a rule stays when every class and attribute it names occurs as a word there,
 * or is one React Aria sets at run time, RUNTIME_ATTRIBUTES). Bootstrap
 * ships some two thousand rules, the pages use a few hundred; every page parses the style sheets and
 * matches its elements against them on the main thread. Other CSS (a feature's own file, a library's
 * styles such as react-toastify's, whose class names are built at run time) is left as it is.
 */

/** Classes that never occur as a word in the sources: built from parts, or added by a library. */
export const KEPT_CLASSES: RegExp[] = [
  // src/components/ui/modal.tsx: `modal-${size}`
  /^modal-(sm|lg|xl)$/,
  // react-force-graph-2d's container, pointer and tooltip classes, which src/styles restyles
  /^force-graph-container$/,
  /^(clickable|grabbable)$/,
  /^float-tooltip/,
];

/**
 * Attributes that React Aria Components set on its widgets at run time to say their state (the
 * focused option of a list, a chosen option, a slider thumb in use): no source file names them, so
 * without this the rules that draw that state (the focused item's background, the ✓ of a chosen
 * option, the slider thumb's focus ring) would be dropped from the build.
 */
export const RUNTIME_ATTRIBUTES = ['data-focused', 'data-focus-visible', 'data-selected', 'data-dragging', 'data-disabled', 'data-hovered', 'data-pressed'];

/** The files whose words keep a class. */
export function sourceGlobs(root: string): string[] {
  return [join(root, 'index.html'), join(root, 'src/**/*.{ts,tsx}')];
}

/** Whether PostCSS is working on one of the app's style entries. */
export function isStyleEntry(root: string, file: string | undefined): boolean {
  return file !== undefined && file.replace(/\\/g, '/').startsWith(`${join(root, 'src/styles').replace(/\\/g, '/')}/`);
}

/** The PostCSS plugin (for Vite's css.postcss.plugins in a build). */
export function unusedStylesRemoved(root: string): Plugin {
  // the package's type says "a plugin or a processor"; it returns a plugin with OnceExit
  const purge = purgeCSSPlugin({ content: sourceGlobs(root), safelist: { standard: KEPT_CLASSES }, dynamicAttributes: RUNTIME_ATTRIBUTES }) as Plugin;
  return {
    postcssPlugin: 'rima:unused-styles-removed',
    async OnceExit(css: Root, helpers: Helpers) {
      if (!isStyleEntry(root, css.source?.input.file)) return;
      await purge.OnceExit?.(css, helpers);
    },
  };
}
