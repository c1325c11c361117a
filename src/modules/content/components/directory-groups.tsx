import { Link } from "@/i18n/navigation";
import type { DirectoryGroup, DirectoryLink } from "../dto";

export const DIRECTORY_LINK = "hover:text-[var(--color-accent-strong)] hover:underline";

/** A titled section of the directory whose groups sit in columns, each a heading over its links. */
export function DirectoryGroups({
  id,
  title,
  all,
  groups,
  countLabel,
  inline = false,
}: {
  id: string;
  title: string;
  /** The page that lists the whole section, when there is one. */
  all?: DirectoryLink;
  groups: DirectoryGroup[];
  countLabel?: (count: number) => string;
  /** Short links (muscle names) flow on one line; titles stack. */
  inline?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {all ? (
        <p className="mt-2">
          <Link prefetch={false} href={all.href} className="text-link">
            {all.label}
          </Link>
        </p>
      ) : null}
      <div className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`${id}-${group.key}`}>
            <h3 id={`${id}-${group.key}`} className="font-semibold">
              {group.name}
              {group.count !== undefined && countLabel ? (
                <span className="text-muted ms-2 text-sm font-normal">{countLabel(group.count)}</span>
              ) : null}
            </h3>
            <ul
              className={
                inline
                  ? "text-muted mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm"
                  : "text-muted mt-1 space-y-1 border-s border-[var(--border)] ps-3 text-sm"
              }
            >
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link prefetch={false} href={link.href} className={DIRECTORY_LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
