export type StoreBadge = { href: string; small: string; big: string };

/** A store badge drawn by us (a phone with a download arrow, no store's trademark artwork). */
function Badge({ badge, newTabLabel }: { badge: StoreBadge; newTabLabel: string }) {
  return (
    <a href={badge.href} target="_blank" rel="noopener noreferrer" className="ft-badge">
      <svg aria-hidden>
        <use href="/icons/footer.svg#phone" />
      </svg>
      <span>
        <small>{badge.small}</small>
        <b>{badge.big}</b>
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
    <div className="ft-row" data-testid="store-badges">
      <Badge badge={appStore} newTabLabel={newTabLabel} />
      <Badge badge={playStore} newTabLabel={newTabLabel} />
    </div>
  );
}
