import type { ReactNode } from "react";

/** Line icons of the sales pages; decorative, so each is hidden from screen readers. */
function Icon({ children, className = "h-5 w-5" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export const CheckIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const CrossIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M7 7l10 10M17 7L7 17" />
  </Icon>
);

export const ShieldIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);

/** One drawing per Premium perk (see pricing-perks). */
export const PERK_ICONS: Record<string, ReactNode> = {
  unlimited: <path d="M7 9a3 3 0 100 6c2.5 0 4.5-6 10-6a3 3 0 110 6c-5.5 0-7.5-6-10-6z" />,
  tracking: <path d="M4 19V5M4 19h16M8 15l3-4 3 2 5-6" />,
  map: (
    <>
      <circle cx="12" cy="4.5" r="2" />
      <path d="M8 9h8l-1 6h-2l-1 6-1-6H9L8 9z" />
    </>
  ),
  filters: <path d="M4 6h16M7 12h10M10 18h4" />,
  ai: <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6" />,
  video: (
    <>
      <rect x="3" y="5" width="14" height="14" rx="2" />
      <path d="M17 10l4-2v8l-4-2" />
    </>
  ),
  offline: <path d="M7 18a4 4 0 01-.6-8A6 6 0 0118 8.5 4.5 4.5 0 0117.5 18H7zM12 10v6M9.5 13.5L12 16l2.5-2.5" />,
  adFree: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M4 20L20 4" />
    </>
  ),
  support: (
    <path d="M4 13v-1a8 8 0 0116 0v1M4 13h3v5H5a1 1 0 01-1-1v-4zM20 13h-3v5h2a1 1 0 001-1v-4zM17 18c0 1.5-2 2.5-5 2.5" />
  ),
};

export const PerkIcon = ({ perk, className }: { perk: string; className?: string }) => (
  <Icon className={className}>{PERK_ICONS[perk]}</Icon>
);
