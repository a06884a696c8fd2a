/** A piece of text, marked when it is an occurrence of the searched term. */
export type TextPart = { text: string; match: boolean };

/**
 * Splits text around every case-insensitive occurrence of the term, so the occurrences can be
 * rendered as <mark> elements: the text stays text (never HTML), whatever it contains.
 */
export function splitOnTerm(text: string, term: string): TextPart[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return text === '' ? [] : [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
