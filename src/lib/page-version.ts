/**
 * The validator of the pages cached whole (docs/decisions/0008): the build's id and the version of the
 * data they show, so every instance of one deployment answers the same ETag, and a data change
 * announced to all of them (src/follow-data-version.ts) gives every page a new one. The server sets
 * both at start (scripts/server.mjs, src/instrumentation.ts); a process without them (`next dev`) uses a
 * value of its own, exact because its cache starts empty.
 */
type Versions = { buildId?: string; dataVersion?: string };

const holder = globalThis as typeof globalThis & { __moveatlasPageVersion?: Versions };
const PROCESS_VERSION = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;

function versions(): Versions {
  holder.__moveatlasPageVersion ??= {};
  return holder.__moveatlasPageVersion;
}

export function setDataVersion(version: string): void {
  versions().dataVersion = version;
}

export function currentDataVersion(): string | undefined {
  return versions().dataVersion;
}

export function pageEtag(): string {
  const { buildId, dataVersion } = versions();
  return buildId && dataVersion ? `W/"${buildId}-${dataVersion}"` : `W/"${PROCESS_VERSION}"`;
}

/** Whether an If-None-Match header names the current pages. */
export function matchesPageEtag(ifNoneMatch: string | null, etag = pageEtag()): boolean {
  return ifNoneMatch?.split(",").some((tag) => tag.trim() === etag) ?? false;
}
