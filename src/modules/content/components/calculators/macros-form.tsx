"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { readFields } from "../../calculators/field-errors";
import {
  ENERGY_PER_GRAM,
  MACRO_KEYS,
  MACRO_PRESET_KEYS,
  MACRO_PRESETS,
  macroGramsPerDay,
  macroGramsPerMeal,
  type MacroPreset,
  type Macros,
} from "../../calculators/macros";
import { useCalculatorStore } from "../../calculators/store";
import { ChoiceGroup } from "./choice-group";
import { ResultsPanel } from "./results-panel";
import { focusFirstInvalid, useProblemTexts } from "./use-problem-texts";

const BOUNDS = { calories: { min: 800, max: 10000 }, meals: { min: 1, max: 8, step: 1 } };

type Result = { calories: number; preset: MacroPreset; meals: number; perDay: Macros; perMeal: Macros };

export function MacrosForm() {
  const t = useTranslations("content.calculators");
  const format = useFormatter();
  const problemTexts = useProblemTexts();
  const formRef = useRef<HTMLFormElement>(null);
  // A visitor coming from the calorie calculator starts from the calories worked out there.
  const [fromStore] = useState(() => useCalculatorStore.getState().calories);
  const setMacros = useCalculatorStore((state) => state.setMacros);
  const [raw, setRaw] = useState({ calories: fromStore ? String(fromStore) : "", meals: "3" });
  const [preset, setPreset] = useState<MacroPreset>("balanced");
  const [errors, setErrors] = useState<Partial<Record<keyof typeof raw, string>>>({});
  const [result, setResult] = useState<Result | null>(null);

  const field = (name: keyof typeof raw) => ({
    name,
    value: raw[name],
    inputMode: "decimal" as const,
    autoComplete: "off",
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setRaw((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readFields(raw, BOUNDS, problemTexts);
    if (!read.ok) {
      setErrors(read.errors);
      setResult(null);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    const { calories, meals } = read.values;
    const perDay = macroGramsPerDay(calories, preset);
    setResult({ calories, preset, meals, perDay, perMeal: macroGramsPerMeal(calories, preset, meals) });
    setMacros(perDay);
  };

  const grams = (value: number) => t("common.grams", { value: format.number(value) });
  const shares = (key: MacroPreset) => t("macros.presetShares", MACRO_PRESETS[key]);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <form ref={formRef} onSubmit={submit} noValidate className="surface flex min-w-0 flex-col gap-4 rounded-2xl p-5">
        {Object.keys(errors).length ? <Alert tone="error">{t("common.fixErrors")}</Alert> : null}
        <TextField
          label={t("macros.calories")}
          hint={fromStore && raw.calories === String(fromStore) ? t("macros.fromCalculator") : t("macros.caloriesHint")}
          {...field("calories")}
        />
        <ChoiceGroup
          legend={t("macros.preset")}
          name="preset"
          value={preset}
          onChange={setPreset}
          wrap
          options={MACRO_PRESET_KEYS.map((key) => ({
            value: key,
            label: t(`macros.presets.${key}`),
            hint: shares(key),
          }))}
        />
        <TextField label={t("macros.meals")} {...field("meals")} />
        <Button type="submit">{t("common.calculate")}</Button>
      </form>
      <ResultsPanel
        title={t("common.results")}
        empty={t("common.resultsEmpty")}
        summary={
          result ? (
            <div className="py-2" data-testid="macros-summary">
              <p className="text-muted text-sm font-semibold">
                {t(`macros.presets.${result.preset}`)} · {t("common.kcal", { value: format.number(result.calories) })}
              </p>
              <dl className="mt-2 grid grid-cols-3 gap-3">
                {MACRO_KEYS.map((key) => (
                  <div key={key} className="min-w-0">
                    <dt className="text-muted text-sm break-words hyphens-auto">{t(`macros.${key}`)}</dt>
                    <dd className="text-2xl font-extrabold tracking-tight whitespace-nowrap">
                      {grams(result.perDay[key])}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="text-muted mt-1 text-xs">{t("macros.perDay")}</p>
            </div>
          ) : null
        }
        details={
          result ? (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-sm" data-testid="macros-table">
                <thead>
                  <tr className="text-muted border-b border-[var(--border)]">
                    <th
                      scope="col"
                      className="[overflow-wrap:anywhere] hyphens-auto py-2 pe-2 text-start font-semibold"
                    >
                      {t("macros.nutrient")}
                    </th>
                    <th scope="col" className="[overflow-wrap:anywhere] hyphens-auto px-2 py-2 text-end font-semibold">
                      {t("macros.share")}
                    </th>
                    <th scope="col" className="[overflow-wrap:anywhere] hyphens-auto px-2 py-2 text-end font-semibold">
                      {t("macros.perDay")}
                    </th>
                    <th scope="col" className="[overflow-wrap:anywhere] hyphens-auto py-2 ps-2 text-end font-semibold">
                      {t("macros.perMeal")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {MACRO_KEYS.map((key) => (
                    <tr key={key} data-macro={key} className="border-b border-[var(--border)] last:border-0">
                      <th scope="row" className="py-2 pe-2 text-start font-medium">
                        {t(`macros.${key}`)}
                        <span className="text-muted block text-xs font-normal">
                          {t("macros.energyPerGram", { value: format.number(ENERGY_PER_GRAM[key]) })}
                        </span>
                      </th>
                      <td className="px-2 py-2 text-end tabular-nums">
                        {t("common.percent", { value: format.number(MACRO_PRESETS[result.preset][key]) })}
                      </td>
                      <td className="px-2 py-2 text-end whitespace-nowrap tabular-nums" data-testid={`${key}-per-day`}>
                        {grams(result.perDay[key])}
                      </td>
                      <td className="py-2 ps-2 text-end whitespace-nowrap tabular-nums" data-testid={`${key}-per-meal`}>
                        {grams(result.perMeal[key])}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null
        }
      />
    </div>
  );
}
