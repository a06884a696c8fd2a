import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export type CapturedDownload = { name: string; blob: Blob };

/**
 * Captures the files the app saves (the one export helper's Blob, object URL and <a download>):
 * jsdom has no object URLs and does not download. Each download records its file name and Blob.
 * Call in a test; the spies are restored with `vi.restoreAllMocks()` (undo() removes the URL stubs).
 */
export function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const downloads: CapturedDownload[] = [];
  const revoked: string[] = [];
  let count = 0;
  const had = { create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'), revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL') };
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      count += 1;
      const url = `blob:http://localhost/download-${count}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (url: string) => revoked.push(url) });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) downloads.push({ name: this.download, blob });
  });
  return {
    downloads,
    revoked,
    undo() {
      for (const [name, descriptor] of Object.entries({ createObjectURL: had.create, revokeObjectURL: had.revoke })) {
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
      }
    },
  };
}

/**
 * captureDownloads() around every test of the calling file (beforeEach / afterEach); the returned
 * getter reads the current test's capture.
 */
export function captureDownloadsInEachTest(): () => ReturnType<typeof captureDownloads> {
  let capture: ReturnType<typeof captureDownloads> | null = null;
  beforeEach(() => {
    capture = captureDownloads();
  });
  afterEach(() => {
    capture?.undo();
    vi.restoreAllMocks();
  });
  return () => {
    if (!capture) throw new Error('captureDownloadsInEachTest: read outside a test');
    return capture;
  };
}

/** The item texts of the open menu named `name` (an export menu). */
export function menuItemTexts(name: string): (string | null)[] {
  return within(screen.getByRole('menu', { name }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}
