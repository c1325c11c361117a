import type { ReactNode } from "react";

export type StoreBadge = { href: string; small: string; big: string };

/** A phone with a download arrow: our own neutral glyph, no store's trademark artwork. */
const PHONE = (
  <svg aria-hidden viewBox="0 0 24 24" className="h-7 w-7 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.6">
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 19h3M12 7v6.5M9.5 11l2.5 2.5 2.5-2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** A store badge drawn by us: a dark rounded pill with a glyph and two lines of text. */
function Badge({ badge, icon, newTabLabel }: { badge: StoreBadge; icon: ReactNode; newTabLabel: string }) {
  return (
    <a
      href={badge.href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-12 min-w-36 items-center gap-2 rounded-xl border border-neutral-600 bg-neutral-950 px-3 text-white transition-colors hover:bg-neutral-800"
    >
      {icon}
      <span className="flex flex-col text-start leading-tight">
        <span className="text-[11px] whitespace-nowrap">{badge.small}</span>
        <span className="text-base font-semibold whitespace-nowrap">{badge.big}</span>
      </span>
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}

/** The App Store and Play Store badges side by side (wrapping on narrow screens). */
export function StoreBadges({
  appStore,
  playStore,
  newTabLabel,
}: {
  appStore: StoreBadge;
  playStore: StoreBadge;
  newTabLabel: string;
}) {
  return (
    <div className="flex flex-wrap gap-2" data-testid="store-badges">
      <Badge badge={appStore} icon={PHONE} newTabLabel={newTabLabel} />
      <Badge badge={playStore} icon={PHONE} newTabLabel={newTabLabel} />
    </div>
  );
}
