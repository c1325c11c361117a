import "server-only";
import { AppError } from "@/lib/errors";
import type { BaseContext } from "@/modules/accounts/context";
import type { RoutineDetailDto } from "../dto";
import type { RoutineRef } from "../schemas";
import { routineCatalogue } from "./routine-catalogue";

export const routineNotFound = () =>
  new AppError("NOT_FOUND", { message: "This routine does not exist", details: { what: "routine" } });

/** One of our routines by id or slug, whole; null when none has it. */
export async function findRoutine(ctx: BaseContext, ref: RoutineRef): Promise<RoutineDetailDto | null> {
  const catalogue = await routineCatalogue(ctx);
  return (typeof ref === "number" ? catalogue.byId.get(ref) : catalogue.bySlug.get(ref)) ?? null;
}

export async function getRoutine(ctx: BaseContext, ref: RoutineRef): Promise<RoutineDetailDto> {
  const routine = await findRoutine(ctx, ref);
  if (!routine) throw routineNotFound();
  return routine;
}
