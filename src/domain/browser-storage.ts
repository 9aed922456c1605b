/**
 * The localStorage keys the spec names for what a visitor's browser keeps. The web stores read and
 * write them; the server's catalogue pages read two of them in their preload-hint script
 * (server/plugins/landing-preloads.ts), which must see what the stores wrote.
 */
export const STORAGE_KEYS = {
  /** The chosen delivery district. */
  postcode: 'address',
  /** The session token. */
  token: 'token',
} as const;
