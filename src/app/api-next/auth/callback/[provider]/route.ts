import { methods, publicRoute } from "@/app/_server/route";

/** The provider sends the browser back here; better-auth checks the state, signs in and redirects. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx, request) => ctx.accounts.auth.handler(request)),
});
