import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import type { SessionUserDto } from "./dto";

/** What every use case may read of the request: resolved once at the edge (src/app/_server). */
export type BaseContext = {
  db: Db;
  locale: Locale;
  /** The signed-in user, or null for a visitor (and on pages cached for everyone). */
  user: SessionUserDto | null;
};

export type SignedInContext<C extends BaseContext = BaseContext> = C & { user: SessionUserDto };
