import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';

/**
 * Entry point. Everything that reads the configuration is imported dynamically, so that a malformed
 * VITE_* URL (a ConfigError thrown while the configuration module loads) is shown on the page
 * instead of leaving it blank.
 */
function showStartupError(container: HTMLElement, error: unknown) {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'container py-5';
  const title = document.createElement('h1');
  title.className = 'h3';
  title.textContent = 'RIMA could not start';
  const detail = document.createElement('p');
  detail.textContent = error instanceof Error ? error.message : String(error);
  box.append(title, detail);
  container.replaceChildren(box);
}

const container = document.getElementById('root');
if (container) {
  import('./bootstrap').then(({ start }) => start(container)).catch((error: unknown) => showStartupError(container, error));
}
