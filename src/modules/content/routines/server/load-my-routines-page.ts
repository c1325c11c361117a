import "server-only";
import type { UserContext } from "@/modules/billing/context";
import { listMyRoutines } from "./my-routines";

/** `/my-routines`: the user's routines and their plan's limit. */
export async function loadMyRoutinesPage(ctx: UserContext) {
  return { mine: await listMyRoutines(ctx) };
}
