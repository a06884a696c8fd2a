/** What the blacklist screen says against a server that has no blacklist list (api-contract 8, row 2). */
export const BLACKLIST_UNSUPPORTED =
  'This server does not offer blacklist management. Deleting an interest on the Manage Interests page blacklists it; saving it again removes it from the blacklist.';
