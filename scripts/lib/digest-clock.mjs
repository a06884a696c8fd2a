// The stored digest clocks of the standalone build (records.ts: one list record `rows` in the
// IndexedDB store `digestClocks` of `rima-standalone`), read and moved from a Playwright page by the
// New for you bench (scripts/bench-digest.mjs) and browser test (tests/e2e/digest.spec.ts).

const DAY = 24 * 60 * 60 * 1000;

/** The stored digest clocks (one per account that visited); none when the database is not there yet. */
export function digestClocks(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = globalThis.indexedDB.open('rima-standalone');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('digestClocks')) {
            open.result.close();
            resolve([]);
            return;
          }
          const read = open.result.transaction('digestClocks').objectStore('digestClocks').get('rows');
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result ?? []);
          };
        };
      }),
  );
}

/**
 * The researcher leaves for a day: the app is closed (its backend with it: the page goes to `away`, a
 * file of the same origin), and the stored clock of each account is moved a day back, which is what a
 * day's absence leaves behind.
 */
export async function leaveForADay(page, away = '/favicon.svg') {
  await page.goto(away);
  await page.evaluate(
    (day) =>
      new Promise((resolve, reject) => {
        const open = globalThis.indexedDB.open('rima-standalone');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const transaction = open.result.transaction('digestClocks', 'readwrite');
          const store = transaction.objectStore('digestClocks');
          const read = store.get('rows');
          read.onsuccess = () => {
            const back = (value) => (value === null || value === undefined ? null : value - day);
            store.put((read.result ?? []).map((row) => ({ ...row, lastVisit: back(row.lastVisit), lastCheck: back(row.lastCheck), retryAt: null })), 'rows');
          };
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(new Error('the clock could not be moved'));
        };
      }),
    DAY,
  );
}
