/**
 * Imported first by the backend worker (before msw loads): msw's cookie store insists on a
 * `localStorage` outside Node, and a worker has none. The built-in backend sets and reads no
 * cookies, so a Storage in memory, for this worker only, is all it needs; the backend's own data
 * goes to IndexedDB (../store/), never here.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

if (!('localStorage' in globalThis)) {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
}
