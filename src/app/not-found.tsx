import Link from "next/link";
import { SITE_NAME } from "@/config/site";
import english from "../../messages/en-us.json";

/** Reached only by paths outside the localized tree; localized 404s use [locale]/not-found.tsx. */
export default function GlobalNotFound() {
  return (
    <html lang="en-US">
      <body className="grid min-h-screen place-items-center p-6 text-center">
        <main>
          <h1 className="text-3xl font-bold">{english.errors.notFoundTitle}</h1>
          <p className="text-muted mt-2">{english.errors.notFoundText}</p>
          <Link className="mt-6 inline-block font-semibold text-[var(--color-accent-strong)] underline" href="/">
            {SITE_NAME}
          </Link>
        </main>
      </body>
    </html>
  );
}
