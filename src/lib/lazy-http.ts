/**
 * The HTTP client (`http-client.ts`, on ky), loaded on first use: a visitor who never calls the
 * account API never downloads it. Errors are told apart by name so this module stays tiny.
 */
export const loadHttp = () => import("./http-client").then((module) => module.http);

export const isUnauthorized = (error: unknown) =>
  error instanceof Error && error.name === "HTTPError" && (error as { response?: Response }).response?.status === 401;
