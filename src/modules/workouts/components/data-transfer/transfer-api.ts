import type { ImportAnswerDto } from "../../log/import/dto";
import type { ImportSource, WeightUnit } from "../../log/import/parsed";
import { loadHttp } from "@/lib/lazy-http";

export type ImportCall = {
  source: ImportSource;
  unit: WeightUnit;
  csv: string;
  mapping?: Record<string, number | null>;
  preview?: boolean;
};

/** Years of history can take a while to store; the usual 30 s would cut a large import short. */
const IMPORT_TIMEOUT_MS = 180_000;

export const transferApi = {
  importLog: (json: ImportCall) =>
    loadHttp().then((http) =>
      http
        .post("/api-next/workout/logs/import", { json, retry: 0, timeout: IMPORT_TIMEOUT_MS })
        .json<ImportAnswerDto>(),
    ),
};

/** The server's code and details of a failed call (the HTTP client is loaded only when one fails). */
export async function failureOf(error: unknown) {
  const { describeFailure } = await import("@/lib/http-client");
  return describeFailure(error, "");
}
