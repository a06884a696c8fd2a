// The one render-blocking stylesheet: the static shell's and Bootstrap's base (see src/styles/).
import './styles/shell.scss';
// First, in the entry chunk: turns off zod's eval probe before any chunk creates a schema.
import './config/zod-setup';
import { besideIndex, routerBasename } from './config/base-path';
import { createReloadOnce, isChunkLoadError, pendingNavigationHref } from './config/chunk-reload';
import { preloadRouteChunks } from './config/route-preload';
import { fetchRuntimeConfig, setRuntimeConfig } from './config/runtime';

/**
 * Entry point. Everything that reads the configuration is imported dynamically, so that a malformed
 * setting (a ConfigError thrown while the configuration module loads) is shown on the page instead
 * of leaving it blank. A build made for a backend first reads config.json (served beside index.html).
 */
function showStartupError(container: HTMLElement, error: unknown) {
  // in the console too, where a developer looks first and the browser tests watch for it
  console.error('RIMA could not start:', error);
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  // Styled by the render-blocking stylesheet alone (the app's stylesheets may not have loaded).
  box.className = 'container rima-startup-error';
  const title = document.createElement('h1');
  title.className = 'h3';
  title.textContent = 'RIMA could not start';
  const detail = document.createElement('p');
  detail.textContent = error instanceof Error ? error.message : String(error);
  box.append(title, detail);
  container.replaceChildren(box);
}

// A chunk of an older build that is gone after an update: reload once into the new build.
const chunkReloader = createReloadOnce({
  storage: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
  },
  reload: () => {
    const target = pendingNavigationHref();
    if (target === null) window.location.reload();
    else window.location.assign(target);
  },
  now: () => Date.now(),
});
// Leaving the page (a link, a typed address, a reload) aborts the chunks still loading: those failures
// are not a new build, and reloading then would cancel the navigation the user asked for.
let leaving = false;
window.addEventListener('beforeunload', () => {
  leaving = true;
  // a navigation that does not happen after all (a download, a cancelled prompt) ends the state
  window.setTimeout(() => {
    leaving = false;
  }, 5000);
});
window.addEventListener('pageshow', () => {
  leaving = false;
});
window.addEventListener('vite:preloadError', () => {
  if (!leaving) chunkReloader.tryReload();
});

async function boot(container: HTMLElement) {
  if (import.meta.env.VITE_API_URL) {
    setRuntimeConfig(await fetchRuntimeConfig(besideIndex(import.meta.env.BASE_URL, 'config.json')));
  }
  const { start } = await import('./bootstrap');
  await start(container, (error) => showStartupError(container, error));
}

const container = document.getElementById('root');
if (container) {
  preloadRouteChunks(document, window.location.pathname, routerBasename(import.meta.env.BASE_URL));
  boot(container).catch((error: unknown) => {
    if (isChunkLoadError(error) && (leaving || chunkReloader.tryReload())) return;
    showStartupError(container, error);
  });
}
