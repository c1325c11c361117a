"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { Link } from "@/i18n/navigation";
import {
  ACTIVITY_LEVELS,
  basalMetabolicRate,
  caloriesByGoal,
  dailyCalories,
  GOAL_WEEKLY_CHANGE,
  type ActivityLevel,
  type Goal,
  type Sex,
} from "../../calculators/calories";
import { readFields } from "../../calculators/field-errors";
import { parseNumericInput, type NumericBounds } from "../../calculators/numeric-input";
import { useCalculatorStore } from "../../calculators/store";
import {
  centimetresToFeetAndInches,
  feetAndInchesToCentimetres,
  kilogramsToPounds,
  POUNDS_PER_KILOGRAM,
  poundsToKilograms,
  type UnitSystem,
} from "../../calculators/units";
import { ChoiceGroup } from "./choice-group";
import { ResultFigure, ResultsPanel } from "./results-panel";
import { SelectField } from "./select-field";
import { focusFirstInvalid, useProblemTexts } from "./use-problem-texts";

type Field = "age" | "weight" | "height" | "feet" | "inches";

// The equation was fitted on adults; weights and heights cover people, not typing slips.
const AGE: NumericBounds = { min: 15, max: 100, step: 1 };
const METRIC = { age: AGE, weight: { min: 30, max: 300 }, height: { min: 100, max: 250 } };
const IMPERIAL = {
  age: AGE,
  weight: { min: 66, max: 660 },
  feet: { min: 3, max: 8, step: 1 },
  inches: { min: 0, max: 11 },
};

type Result = { bmr: number; maintenance: number; goals: { goal: Goal; calories: number }[] };

export function CaloriesForm() {
  const t = useTranslations("content.calculators");
  const format = useFormatter();
  const problemTexts = useProblemTexts();
  const setCalories = useCalculatorStore((state) => state.setCalories);
  const formRef = useRef<HTMLFormElement>(null);
  const [units, setUnits] = useState<UnitSystem>("metric");
  const [sex, setSex] = useState<Sex>("male");
  const [activity, setActivity] = useState<ActivityLevel>("moderate");
  const [raw, setRaw] = useState<Record<Field, string>>({ age: "", weight: "", height: "", feet: "", inches: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<Result | null>(null);

  const field = (name: Field) => ({
    name,
    value: raw[name],
    inputMode: "decimal" as const,
    autoComplete: "off",
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setRaw((current) => ({ ...current, [name]: event.target.value })),
  });

  // Switching units carries what was typed over, converted (kg/lb to 2 decimals, cm to feet and inches).
  const switchUnits = (next: UnitSystem) => {
    if (next === units) return;
    const weight = parseNumericInput(raw.weight);
    const converted = { ...raw };
    if (next === "imperial") {
      if (weight > 0) converted.weight = String(kilogramsToPounds(weight));
      const height = parseNumericInput(raw.height);
      if (height > 0) {
        const { feet, inches } = centimetresToFeetAndInches(height);
        Object.assign(converted, { feet: String(feet), inches: String(inches) });
      }
    } else {
      if (weight > 0) converted.weight = String(poundsToKilograms(weight));
      const feet = parseNumericInput(raw.feet);
      if (feet > 0)
        converted.height = String(Math.round(feetAndInchesToCentimetres(feet, parseNumericInput(raw.inches))));
    }
    setRaw(converted);
    setErrors({});
    setUnits(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = units === "metric" ? readFields(raw, METRIC, problemTexts) : readFields(raw, IMPERIAL, problemTexts);
    if (!read.ok) {
      setErrors(read.errors);
      setResult(null);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    const values = read.values;
    const measures =
      "height" in values
        ? { sex, age: values.age, weightKg: values.weight, heightCm: values.height }
        : {
            sex,
            age: values.age,
            weightKg: values.weight / POUNDS_PER_KILOGRAM,
            heightCm: feetAndInchesToCentimetres(values.feet, values.inches),
          };
    const next = {
      bmr: basalMetabolicRate(measures),
      maintenance: dailyCalories(measures, activity),
      goals: caloriesByGoal(measures, activity),
    };
    setResult(next);
    setCalories(next.maintenance);
  };

  const kcal = (value: number) => t("common.kcal", { value: format.number(value) });
  const change = (goal: Goal) => {
    const step = GOAL_WEEKLY_CHANGE[goal];
    const value = format.number(units === "metric" ? step.kilograms : step.pounds, { signDisplay: "exceptZero" });
    return units === "metric" ? t("calories.changeKg", { value }) : t("calories.changeLb", { value });
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <form ref={formRef} onSubmit={submit} noValidate className="surface flex min-w-0 flex-col gap-4 rounded-2xl p-5">
        {hasErrors ? <Alert tone="error">{t("common.fixErrors")}</Alert> : null}
        <ChoiceGroup
          legend={t("common.units")}
          name="units"
          value={units}
          onChange={switchUnits}
          options={[
            { value: "metric", label: t("common.metric") },
            { value: "imperial", label: t("common.imperial") },
          ]}
        />
        <ChoiceGroup
          legend={t("calories.sex")}
          name="sex"
          value={sex}
          onChange={setSex}
          options={[
            { value: "male", label: t("calories.male") },
            { value: "female", label: t("calories.female") },
          ]}
        />
        <TextField label={t("calories.age")} {...field("age")} />
        <TextField label={units === "metric" ? t("calories.weightKg") : t("calories.weightLb")} {...field("weight")} />
        {units === "metric" ? (
          <TextField label={t("calories.heightCm")} {...field("height")} />
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <TextField label={t("calories.heightFt")} {...field("feet")} />
            <TextField label={t("calories.heightIn")} {...field("inches")} />
          </div>
        )}
        <SelectField
          label={t("calories.activity")}
          value={activity}
          onChange={setActivity}
          options={ACTIVITY_LEVELS.map((level) => ({ value: level, label: t(`calories.activities.${level}`) }))}
        />
        <Button type="submit">{t("common.calculate")}</Button>
      </form>
      <ResultsPanel
        title={t("common.results")}
        empty={t("common.resultsEmpty")}
        summary={
          result ? (
            <div className="grid gap-2 sm:grid-cols-2">
              <ResultFigure
                label={t("calories.maintenance")}
                value={kcal(result.maintenance)}
                hint={t("calories.maintenanceHint")}
                testId="maintenance-calories"
              />
              <ResultFigure
                label={t("calories.bmr")}
                value={kcal(result.bmr)}
                hint={t("calories.bmrHint")}
                testId="bmr"
              />
            </div>
          ) : null
        }
        details={
          result ? (
            <>
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-sm" data-testid="calories-by-goal">
                  <caption className="mb-2 text-start font-bold">{t("calories.goalsTitle")}</caption>
                  <thead>
                    <tr className="text-muted border-b border-[var(--border)] text-start">
                      <th
                        scope="col"
                        className="[overflow-wrap:anywhere] hyphens-auto py-2 pe-2 text-start font-semibold"
                      >
                        {t("calories.goal")}
                      </th>
                      <th
                        scope="col"
                        className="[overflow-wrap:anywhere] hyphens-auto px-2 py-2 text-end font-semibold"
                      >
                        {t("calories.perWeek")}
                      </th>
                      <th
                        scope="col"
                        className="[overflow-wrap:anywhere] hyphens-auto py-2 ps-2 text-end font-semibold"
                      >
                        {t("calories.perDay")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.goals.map(({ goal, calories }) => (
                      <tr
                        key={goal}
                        data-goal={goal}
                        className="border-b border-[var(--border)] last:border-0 data-[goal=maintain]:font-bold"
                      >
                        <th scope="row" className="py-2 pe-2 text-start font-medium">
                          {t(`calories.goals.${goal}`)}
                        </th>
                        <td className="px-2 py-2 text-end whitespace-nowrap tabular-nums">{change(goal)}</td>
                        <td className="py-2 ps-2 text-end whitespace-nowrap tabular-nums">{kcal(calories)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Link href="/calculators/macros" className="text-link mt-4 inline-block">
                {t("calories.toMacros")}
              </Link>
            </>
          ) : null
        }
      />
    </div>
  );
}
