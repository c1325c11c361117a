import { route } from "@/lib/http";
import { getAccounts } from "@/modules/accounts/server/accounts";

/** The provider sends the browser back here; better-auth checks the state, signs in and redirects. */
export const GET = route(async (request) => (await getAccounts()).auth.handler(request));
