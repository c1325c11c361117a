import clsx from "clsx";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { layoutView, regionsOf, sidedKey, type BodySide } from "./layout";
import { BodyMapFigure } from "./body-map-figure";
import { BodyMapInteractive } from "./body-map-interactive";
import { EquipmentFilter } from "./equipment-filter";
import { RegionLinks } from "./region-links";
import { type MapEquipment, type MapGender, type MapMode } from "./body-map-state";

type Props = {
  locale: Locale;
  gender: MapGender;
  mode: MapMode;
  selected: string | null;
  equipment: MapEquipment | null;
  /** Localized names of every muscle and joint, by id. */
  names: Record<string, string>;
  /** Tailwind classes sizing the figures (height caps differ between the hero and the side panel). */
  figureClassName?: string;
  /** The equipment checklist's options; without them no checklist is shown. */
  equipmentOptions?: MapEquipment[];
};

const BODY_SIDES: readonly BodySide[] = ["left", "right"];
const PAIRED_JOINTS = ["shoulders", "elbows", "wrists", "knees", "ankles", "hips", "scapula"] as const;
const isPairedJoint = (id: string): id is (typeof PAIRED_JOINTS)[number] =>
  (PAIRED_JOINTS as readonly string[]).includes(id);

function regionIds(gender: MapGender, mode: MapMode, side: "front" | "back"): string[] {
  const view = layoutView(gender, side);
  return mode === "joints"
    ? [...new Set(view.joints.map((joint) => joint.joint))]
    : regionsOf(view, mode).regions.map((region) => region.id);
}

/** The interactive body map with its switches and the list of regions it mirrors. */
export async function BodyMapPanel({
  locale,
  gender,
  mode,
  selected,
  equipment,
  names,
  figureClassName,
  equipmentOptions,
}: Props) {
  const t = await getTranslations({ locale, namespace: "bodyMap" });
  const front = regionIds(gender, mode, "front");
  const back = regionIds(gender, mode, "back");
  const focusRegion = selected && (front.includes(selected) || back.includes(selected)) ? selected : (front[0] ?? null);
  const focusSide = focusRegion && front.includes(focusRegion) ? "front" : "back";
  const listed = [...new Set([...front, ...back])];
  // Only the names this map shows travel to the browser.
  const shownNames: Record<string, string> = Object.fromEntries(
    listed.map((region) => [region, names[region] ?? region]),
  );
  if (mode === "joints") {
    for (const joint of listed.filter(isPairedJoint)) {
      for (const bodySide of BODY_SIDES) shownNames[sidedKey(joint, bodySide)] = t(`jointSide.${joint}.${bodySide}`);
    }
  }
  const figure = (side: "front" | "back") => (
    <BodyMapFigure
      gender={gender}
      side={side}
      mode={mode}
      names={shownNames}
      label={t(side)}
      selected={selected}
      interactive
      focusRegion={focusSide === side ? focusRegion : null}
      className={clsx("mx-auto", figureClassName)}
    />
  );
  return (
    <section aria-label={t("title")} className="body-map-panel">
      <BodyMapInteractive mode={mode} gender={gender} selected={selected} equipment={equipment}>
        {figure("front")}
        {figure("back")}
      </BodyMapInteractive>
      {equipmentOptions && <EquipmentFilter options={equipmentOptions} mode={mode} selected={equipment} />}
      <details className="mt-3 text-sm">
        <summary className="text-muted cursor-pointer font-semibold">
          {mode === "joints" ? t("jointsListTitle") : t("listTitle")}
        </summary>
        <RegionLinks
          regions={listed}
          names={shownNames}
          mode={mode}
          gender={gender}
          equipment={equipment}
          selected={selected}
        />
      </details>
    </section>
  );
}
