"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { readFields } from "../../calculators/field-errors";
import { parseNumericInput } from "../../calculators/numeric-input";
import { isLowAccuracy, MAX_REPS, oneRepMax, trainingLoads } from "../../calculators/one-rep-max";
import { useCalculatorStore } from "../../calculators/store";
import { kilogramsToPounds, poundsToKilograms, type UnitSystem } from "../../calculators/units";
import { ChoiceGroup } from "./choice-group";
import { ResultFigure, ResultsPanel } from "./results-panel";
import { focusFirstInvalid, useProblemTexts } from "./use-problem-texts";

const REPS = { min: 1, max: MAX_REPS, step: 1 };
const BOUNDS: Record<UnitSystem, { weight: { min: number; max: number }; reps: typeof REPS }> = {
  metric: { weight: { min: 1, max: 500 }, reps: REPS },
  imperial: { weight: { min: 1, max: 1100 }, reps: REPS },
};

type Result = { max: number; reps: number; units: UnitSystem };

export function OneRepMaxForm() {
  const t = useTranslations("content.calculators");
  const format = useFormatter();
  const problemTexts = useProblemTexts();
  const setOneRepMax = useCalculatorStore((state) => state.setOneRepMax);
  const formRef = useRef<HTMLFormElement>(null);
  const [units, setUnits] = useState<UnitSystem>("metric");
  const [raw, setRaw] = useState({ weight: "", reps: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof raw, string>>>({});
  const [result, setResult] = useState<Result | null>(null);

  const field = (name: keyof typeof raw) => ({
    name,
    value: raw[name],
    inputMode: name === "reps" ? ("numeric" as const) : ("decimal" as const),
    autoComplete: "off",
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setRaw((current) => ({ ...current, [name]: event.target.value })),
  });

  const switchUnits = (next: UnitSystem) => {
    if (next === units) return;
    const weight = parseNumericInput(raw.weight);
    if (weight > 0)
      setRaw((current) => ({
        ...current,
        weight: String(next === "imperial" ? kilogramsToPounds(weight) : poundsToKilograms(weight)),
      }));
    setErrors({});
    setResult(null);
    setUnits(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readFields(raw, BOUNDS[units], problemTexts);
    if (!read.ok) {
      setErrors(read.errors);
      setResult(null);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    const max = oneRepMax(read.values.weight, read.values.reps);
    setResult({ max, reps: read.values.reps, units });
    setOneRepMax(max);
  };

  const weight = (value: number, system: UnitSystem) =>
    t(system === "metric" ? "common.kg" : "common.lb", { value: format.number(value, { maximumFractionDigits: 1 }) });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <form ref={formRef} onSubmit={submit} noValidate className="surface flex min-w-0 flex-col gap-4 rounded-2xl p-5">
        {Object.keys(errors).length ? <Alert tone="error">{t("common.fixErrors")}</Alert> : null}
        <ChoiceGroup
          legend={t("common.units")}
          name="units"
          value={units}
          onChange={switchUnits}
          options={[
            { value: "metric", label: t("common.metricShort") },
            { value: "imperial", label: t("common.imperialShort") },
          ]}
        />
        <TextField
          label={units === "metric" ? t("oneRepMax.weightKg") : t("oneRepMax.weightLb")}
          {...field("weight")}
        />
        <TextField label={t("oneRepMax.reps")} hint={t("oneRepMax.repsHint")} {...field("reps")} />
        <Button type="submit">{t("common.calculate")}</Button>
      </form>
      <ResultsPanel
        title={t("common.results")}
        empty={t("common.resultsEmpty")}
        summary={
          result ? (
            <>
              <ResultFigure
                label={t("oneRepMax.result")}
                value={weight(result.max, result.units)}
                testId="one-rep-max"
              />
              {isLowAccuracy(result.reps) ? (
                <div className="mt-2">
                  <Alert tone="info">{t("oneRepMax.lowAccuracy")}</Alert>
                </div>
              ) : null}
            </>
          ) : null
        }
        details={
          result ? (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-sm" data-testid="training-loads">
                <caption className="mb-2 text-start font-bold">{t("oneRepMax.loadsTitle")}</caption>
                <thead>
                  <tr className="text-muted border-b border-[var(--border)]">
                    <th
                      scope="col"
                      className="[overflow-wrap:anywhere] hyphens-auto py-2 pe-2 text-start font-semibold"
                    >
                      {t("oneRepMax.percentOfMax")}
                    </th>
                    <th scope="col" className="[overflow-wrap:anywhere] hyphens-auto py-2 ps-2 text-end font-semibold">
                      {t("oneRepMax.load")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {trainingLoads(result.max).map(({ percent, load }) => (
                    <tr key={percent} className="border-b border-[var(--border)] last:border-0">
                      <th scope="row" className="py-1.5 pe-2 text-start font-medium tabular-nums">
                        {t("common.percent", { value: format.number(percent) })}
                      </th>
                      <td className="py-1.5 ps-2 text-end tabular-nums">{weight(load, result.units)}</td>
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
