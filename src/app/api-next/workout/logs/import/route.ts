import { methods, premiumRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { IMPORT_MAX_BYTES, importRequestSchema } from "@/modules/workouts/log/import/schemas";
import { importTrainingLog } from "@/modules/workouts/server/import-training-log";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  // A few years of history is far more than the usual 64 kB body.
  POST: premiumRoute(async (ctx, request) =>
    Response.json(
      await importTrainingLog(ctx, parseInput(importRequestSchema, await readJson(request, IMPORT_MAX_BYTES))),
      { headers: { "Cache-Control": "private, no-store" } },
    ),
  ),
});
