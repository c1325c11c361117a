import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";

export default createMiddleware(routing);

export const config = {
  // Pages only: the REST API, Next's assets and files with an extension pass straight through.
  matcher: ["/((?!api-next|_next|_vercel|.*\\..*).*)"],
};
