/** Cuts long server text for a first view; the full text is offered on demand. */
export function shorten(text: string, limit: number): { text: string; cut: boolean } {
  const clean = text.trim();
  if (clean.length <= limit) return { text: clean, cut: false };
  return { text: `${clean.slice(0, limit).trimEnd()} ...`, cut: true };
}

/** Only http(s) addresses become links; anything else (javascript:, data:) is shown as text or left out. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The public address of a tweet by its id. */
export function tweetUrl(idStr: string): string | null {
  return /^\d+$/.test(idStr) ? `https://twitter.com/i/web/status/${idStr}` : null;
}
