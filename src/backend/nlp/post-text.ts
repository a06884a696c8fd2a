/**
 * A Bluesky post's words, without what is not a topic, before its keyphrases are extracted (the
 * tweets of the seeded accounts, written without links, are extracted as they are): a post is shown as
 * it was written (links, handles, markup), but its links ("www", "org", a slug's "la-et"), markup
 * ("img src"), handles and the announcement it opens with ("New paper: …", "Our new preprint is out")
 * would otherwise become interests and, from there, search queries.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Top-level domains a bare link ends with ("example.org", "bit.ly/x"): a word with a dot before one of them is a link. */
const LINK_ENDINGS = 'com|org|net|edu|gov|io|ly|app|social|ai|co|info|me|dev|eu|de|uk|fr|nl|ca|au|ch|at|se|es|it|us|jp|cn|in|br|xyz|site|blog|page|link';

const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
const BARE_LINK = new RegExp(String.raw`\b(?:[a-z0-9-]+\.)+(?:${LINK_ENDINGS})\b(?:\/\S*)?`, 'gi');
const MARKDOWN_LINK = /!?\[([^\]]*)\]\([^)]*\)/g;
const TAG = /<\/?[a-z][^>]*>/gi;
/** a tag whose brackets were lost: "img src=…", "a href=…" */
const BARE_TAG = /\b(?:img|a|iframe|video|source)\s+(?:(?:src|href|alt|class|style|width|height|title|rel|target)\s*=\s*(?:"[^"]*"|'[^']*'|\S+)\s*)+/gi;
const HANDLE = /(^|[\s(])@[\w.-]+/g;

/** Words that announce a post rather than say its topic. */
const ANNOUNCING = new Set(
  'new our my a the latest recent just now finally out is are has been online published accepted available here today thread paper papers preprint preprints article articles publication publications study blog post pub alert announcement update check read 🚨 📢 🧵 📄 🎉'.split(
    ' ',
  ),
);
/** "new paper", "our latest preprint", "a new study" anywhere in a post. */
const ANNOUNCEMENT = /\b(?:(?:our|my|a|the)\s+)?(?:new|latest|recent)\s+(?:paper|preprint|article|publication|study|blog\s+post|post|thread)s?\b/gi;

const decodeEntities = (text: string) => text.replace(/&(#39|[a-z]+);/gi, (whole: string, name: string) => ENTITIES[name.toLowerCase()] ?? whole);

/** Drops a post's opening "New paper:" / "Our new preprint is out!" when every word of it only announces. */
function dropOpening(text: string): string {
  const match = /^\s*([^:!—–\n]{1,60})[:!—–]\s*/u.exec(text);
  if (!match?.[1]) return text;
  const words = match[1].toLowerCase().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((word) => ANNOUNCING.has(word)) ? text.slice(match[0].length) : text;
}

/**
 * The text of a post as its keyphrases are extracted from: entities decoded; markup, links, handles
 * and the announcing words left out (a sentence break in their place, so that no phrase spans them).
 */
export function postTopicText(text: string): string {
  const plain = decodeEntities(text)
    .replace(MARKDOWN_LINK, (_whole, label: string) => ` ${label} `)
    .replace(TAG, ' . ')
    .replace(BARE_TAG, ' . ')
    .replace(HANDLE, '$1 . ')
    .replace(URL, ' . ')
    .replace(BARE_LINK, ' . ');
  return dropOpening(plain)
    .replace(ANNOUNCEMENT, ' . ')
    .replace(/\s*(?:\.\s*){2,}/g, '. ')
    .replace(/\s+\./g, '.')
    .replace(/^[\s.]+/, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
