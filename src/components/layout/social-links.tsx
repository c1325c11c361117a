export type SocialKind = "video" | "photo" | "shortPost" | "network";

/**
 * Round icon links to our profiles; each says where it leads and that it opens a new tab. The glyphs
 * are neutral ones of our own (no platform logos), drawn from one cached sprite.
 */
export function SocialLinks({
  links,
  newTabLabel,
}: {
  links: { kind: SocialKind; href: string; label: string }[];
  newTabLabel: string;
}) {
  return (
    <ul className="ft-row" data-testid="social-links">
      {links.map((link) => (
        <li key={link.kind}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" data-social={link.kind} className="ft-social">
            <svg aria-hidden>
              <use href={`/icons/footer.svg#${link.kind}`} />
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
