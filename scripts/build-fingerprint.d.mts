export const FINGERPRINT_FILE: string;
export const PAGE_CACHE_DIR: string;
export function buildFingerprint(root?: string, env?: Record<string, string | undefined>): string;
export function isBuildCurrent(root?: string, env?: Record<string, string | undefined>): boolean;
