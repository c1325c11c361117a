"use client";

import { useTranslations } from "next-intl";
import type { EquipmentDto } from "@/modules/catalogue/dto";
import { EquipmentIcon } from "./equipment-icon";

/** The equipment step: the generator's equipment as icon tiles, any number chosen. */
export function EquipmentChooser({
  equipment,
  chosen,
  onToggle,
}: {
  equipment: EquipmentDto[];
  chosen: number[];
  onToggle: (id: number) => void;
}) {
  const t = useTranslations("generator");
  return (
    <fieldset>
      <legend className="sr-only">{t("steps.equipment")}</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {equipment.map((item) => {
          const checked = chosen.includes(item.id);
          return (
            <label key={item.id} className="choice-tile" data-checked={checked || undefined}>
              <input type="checkbox" className="sr-only" checked={checked} onChange={() => onToggle(item.id)} />
              <EquipmentIcon equipment={item.key} className="h-8 w-8" />
              <span className="text-center text-sm leading-tight font-medium">{item.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
