"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { useAppStore } from "@/lib/app-store";
import { listingHref, type MapEquipment, type MapMode } from "./body-map-state";
import { bodyMapStateOf, useBodyMapStore } from "./store";

const RECOVERY_SLUG = "recovery";

/**
 * The equipment checklist beside the map: choosing one opens the muscle's listing with it, choosing it
 * again clears it. Hidden in advanced mode; in joints mode only Recovery is enabled.
 */
export function EquipmentFilter({
  options,
  mode,
  selected,
}: {
  options: MapEquipment[];
  mode: MapMode;
  selected: MapEquipment | null;
}) {
  const t = useTranslations("bodyMap");
  const router = useRouter();
  if (mode === "advanced") return null;
  const choose = (option: MapEquipment) => {
    const store = useBodyMapStore.getState();
    store.chooseEquipment(option);
    useAppStore.getState().setLoading(true);
    router.push(listingHref(bodyMapStateOf(useBodyMapStore.getState())));
  };
  return (
    <fieldset className="mt-4">
      <legend className="text-muted text-xs font-semibold tracking-wide uppercase">{t("equipment")}</legend>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {options.map((option) => {
          const disabled = mode === "joints" && option.slug !== RECOVERY_SLUG;
          const checked = mode === "joints" ? option.slug === RECOVERY_SLUG : selected?.id === option.id;
          return (
            <label
              key={option.id}
              className="chip"
              data-checked={checked || undefined}
              data-disabled={disabled || undefined}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                disabled={disabled || mode === "joints"}
                onChange={() => choose(option)}
              />
              {option.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
