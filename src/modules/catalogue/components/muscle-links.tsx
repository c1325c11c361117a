import { Link } from "@/i18n/navigation";
import type { MuscleRefDto } from "../dto";
import { listingPath } from "../listing-route";
import type { Gender } from "../schemas";

export function MuscleLinks({ label, muscles, gender }: { label: string; muscles: MuscleRefDto[]; gender: Gender }) {
  if (muscles.length === 0) return null;
  const query = gender === "female" ? "?model=f" : "";
  return (
    <div>
      <dt className="text-muted text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-1 flex flex-wrap gap-1.5">
        {muscles.map((muscle) => (
          <Link
            key={muscle.id}
            href={`${listingPath({ muscle: muscle.url_name })}${query}`}
            className="rounded-full border border-[var(--border)] px-3 py-1 text-sm font-medium hover:border-[var(--color-accent)]"
          >
            {muscle.name}
          </Link>
        ))}
      </dd>
    </div>
  );
}
