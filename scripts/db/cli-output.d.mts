export function fail(message: string): never;
export function requireFileArgument(usage: string): string;
export function formatBytes(bytes: number): string;
export function describeFile(file: string, startedAt: number): string;
