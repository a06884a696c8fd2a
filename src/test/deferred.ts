/**
 * A held promise for tests: `promise` settles only when the test calls `resolve` (or `reject`), so a
 * test can hold an answer, a gate or a step of the backend until it has checked what shows meanwhile.
 */
export type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
