export function securityHeaders(env: Record<string, string | undefined>): [string, string][];
