import { screen, within } from '@testing-library/react';

const REGION = { name: /Notifications/ };

/** The texts of the toasts on screen (none when the container has not loaded: no toast was raised yet). */
export function shownToasts(): string[] {
  const region = screen.queryByRole('region', REGION);
  return region ? within(region).queryAllByRole('alert').map((toast) => toast.textContent ?? '') : [];
}

/** The toast region, once the first toast has loaded it. */
export function findToastRegion(): Promise<HTMLElement> {
  return screen.findByRole('region', REGION);
}
