import type { ReactNode } from "react";

/** A link to another site, opened in a new tab without giving that tab a handle on ours. */
export function ExternalLink({
  href,
  newTabLabel,
  className,
  children,
}: {
  href: string;
  /** Read after the text by screen readers, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <svg aria-hidden viewBox="0 0 12 12" className="ms-1 inline-block h-3 w-3 align-baseline rtl:-scale-x-100">
        <path d="M5 2H2v8h8V7M7 2h3v3M10 2L5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
