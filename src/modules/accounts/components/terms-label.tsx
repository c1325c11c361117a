"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

// In a new tab, so that reading them does not lose what was typed in the form.
const policyLink = (href: string) =>
  function PolicyLink(chunks: ReactNode) {
    return (
      <Link href={href} target="_blank" rel="noopener" className="text-link underline">
        {chunks}
      </Link>
    );
  };

/** "I accept the terms … and the privacy policy", each naming its page. */
export function TermsLabel() {
  const t = useTranslations("accounts");
  return <>{t.rich("acceptTerms", { terms: policyLink("/terms"), privacy: policyLink("/privacy-policy") })}</>;
}
