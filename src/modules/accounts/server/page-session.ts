import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { localePath } from "@/config/locales";
import type { SessionUserDto } from "../dto";
import { getAccounts } from "./accounts";
import { loadSessionUser } from "./session-user";
import { currentSession } from "./sign-in";

/**
 * The signed-in user of a protected page; anyone else is sent to sign in and brought back to
 * `path` afterwards (the proxy already did so for visitors without a session cookie).
 */
export async function requirePageUser(locale: string, path: string): Promise<SessionUserDto> {
  // Reading the request first makes the page dynamic: the build never reaches the database here.
  const requestHeaders = await headers();
  const accounts = await getAccounts();
  const session = await currentSession(accounts, requestHeaders);
  const user = session ? await loadSessionUser(accounts.db, session.userId) : null;
  if (!user)
    redirect(`${localePath(locale, "/auth/signin")}?callbackUrl=${encodeURIComponent(localePath(locale, path))}`);
  return user;
}
