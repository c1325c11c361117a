import type { BaseContext } from "@/modules/accounts/context";
import type { Entitlements } from "./entitlements";

/** The request context use cases receive: who asks, in which language, and what their plan allows. */
export type RequestContext = BaseContext & { entitlements: Entitlements };
export type UserContext = RequestContext & { user: NonNullable<BaseContext["user"]> };
