import type { ReactNode } from "react";

export type SocialKind = "video" | "photo" | "shortPost" | "network";

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.7,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** Neutral glyphs of our own for each kind of profile (no platform logos). */
const ICONS: Record<SocialKind, ReactNode> = {
  video: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="3.5" {...stroke} />
      <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" />
    </>
  ),
  photo: (
    <>
      <path
        d="M4 8.5A2.5 2.5 0 0 1 6.5 6H8l1.5-2h5L16 6h1.5A2.5 2.5 0 0 1 20 8.5v8a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5z"
        {...stroke}
      />
      <circle cx="12" cy="12.5" r="3.2" {...stroke} />
    </>
  ),
  shortPost: (
    <path
      d="M4.5 6.5A2.5 2.5 0 0 1 7 4h10a2.5 2.5 0 0 1 2.5 2.5v7A2.5 2.5 0 0 1 17 16h-6l-4.5 4v-4A2 2 0 0 1 4.5 14z"
      {...stroke}
    />
  ),
  network: (
    <>
      <circle cx="9" cy="9" r="3" {...stroke} />
      <circle cx="16.5" cy="10" r="2.3" {...stroke} />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0M14.5 15.2a4.5 4.5 0 0 1 6 3.8" {...stroke} />
    </>
  ),
};

/** Round icon links to our profiles; each says where it leads and that it opens a new tab. */
export function SocialLinks({
  links,
  newTabLabel,
}: {
  links: { kind: SocialKind; href: string; label: string }[];
  newTabLabel: string;
}) {
  return (
    <ul className="flex flex-wrap gap-2" data-testid="social-links">
      {links.map((link) => (
        <li key={link.kind}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            data-social={link.kind}
            className="flex h-11 w-11 items-center justify-center rounded-full border border-[var(--border)] bg-[var(--surface)] text-[var(--text)] transition-colors hover:border-[var(--color-accent)] hover:text-[var(--color-accent-strong)]"
          >
            <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5">
              {ICONS[link.kind]}
            </svg>
            <span className="sr-only">
              {link.label} {newTabLabel}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
