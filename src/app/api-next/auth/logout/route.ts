import { methods, publicRoute } from "@/app/_server/route";
import { withCookies } from "@/lib/http";
import { logout } from "@/modules/accounts/server/sign-in";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(async (ctx) => withCookies(Response.json({ detail: "Signed out" }), await logout(ctx))),
});
