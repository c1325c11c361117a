import { methods, userRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { exportQuerySchema } from "@/modules/workouts/log/import/schemas";
import { exportAccount } from "@/modules/workouts/server/export-account";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute(async (ctx, request) => {
    const file = await exportAccount(ctx, parseInput(exportQuerySchema, queryObject(request)));
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  }),
});
