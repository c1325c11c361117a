"use client";

import { Link } from "@/i18n/navigation";
import { listingHref, INITIAL_BODY_MAP, type MapEquipment, type MapGender, type MapMode } from "./body-map-state";

type Props = {
  regions: readonly string[];
  /** The figures' own names object: the page payload carries it once. */
  names: Record<string, string>;
  mode: MapMode;
  gender: MapGender;
  equipment: MapEquipment | null;
  selected: string | null;
};

/** The map's regions as a plain list of links (keyboard, screen readers and no-JS visitors). */
export function RegionLinks({ regions, names, mode, gender, equipment, selected }: Props) {
  const hrefOf = (region: string) =>
    listingHref({
      ...INITIAL_BODY_MAP,
      advanced: mode === "advanced",
      joints: mode === "joints",
      muscle: region,
      gender,
      equipment: equipment ?? INITIAL_BODY_MAP.equipment,
    });
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {regions.map((region) => (
        <li key={region}>
          <Link
            href={hrefOf(region)}
            aria-current={region === selected ? "page" : undefined}
            className="chip"
            data-checked={region === selected || undefined}
          >
            {names[region] ?? region}
          </Link>
        </li>
      ))}
    </ul>
  );
}
