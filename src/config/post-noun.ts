/**
 * A social network's item, one word (config/social.ts builds its words from these): the one piece
 * of the build's vocabulary a public page takes without the rest (the demo page's text field,
 * `usePostNoun()` in lib/demo-mode.ts), which would not fit its JavaScript budget.
 */
export const POST_NOUN = { twitter: 'tweet', bluesky: 'post' } as const;
