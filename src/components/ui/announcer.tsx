import { useEffect, useState } from 'react';

type Listener = (message: string) => void;
const listeners = new Set<Listener>();

/**
 * Says `message` politely through the page's live region (the <LiveAnnouncer /> the app providers
 * mount): for what an action did when the visible result alone would go unnoticed by a screen reader
 * ("3 keywords found", "Paper deleted"). Saying the same text twice announces it twice.
 */
export function announce(message: string) {
  for (const listener of listeners) listener(message);
}

/** The one polite live region of the app (visually hidden). Mount once, near the root. */
export function LiveAnnouncer() {
  const [said, setSaid] = useState<{ text: string; count: number }>({ text: '', count: 0 });
  useEffect(() => {
    const listener: Listener = (text) => setSaid((previous) => ({ text, count: previous.count + 1 }));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return (
    <div id="rima-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true">
      {/* a new node per message, so a repeated message is announced again */}
      {said.text ? <span key={said.count}>{said.text}</span> : null}
    </div>
  );
}
