/**
 * Where the HTTP client finds a bearer token: the accounts slice registers its reader (lib knows no
 * domain). A module of its own so pages register it without loading the client.
 */
export const bearerToken: { read: () => string | null } = { read: () => null };
