"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { TextField } from "@/components/ui/text-field";
import { Link, useRouter } from "@/i18n/navigation";
import { loadHttp } from "@/lib/lazy-http";
import type { EquipmentDto, KeyedDto } from "@/modules/catalogue/dto";
import { useGeneratorStore } from "../../client/generator-store";
import type { FitnessLevelDto, GeneratedWorkoutDto, NamedMuscle } from "../../generator/dto";
import { GENERATOR_STEPS, stepIndexOf, toggleId, toRequest, type GeneratorStep } from "../../generator/generator-state";
import { AGE_RANGE, GENERATOR_MINUTES, type GeneratorMinutes } from "../../generator/rules";
import { EquipmentChooser } from "./equipment-chooser";
import { GeneratorAvoidList } from "./generator-avoid-list";
import { GeneratorPlaces } from "./generator-places";
import { MuscleChooser } from "./muscle-chooser";

export const GENERATED_WORKOUT_PATH = "/workout-generator/workout-detail";

export type GeneratorPageData = {
  goals: KeyedDto[];
  levels: FitnessLevelDto[];
  equipment: EquipmentDto[];
  muscles: NamedMuscle[];
};

const PROGRESS_LABELS = ["track", "understand", "simplify"] as const;

/** Spec §2 generator: six steps with their progress, back and forward, then the plan. */
export function GeneratorWizard({ goals, levels, equipment, muscles }: GeneratorPageData) {
  const t = useTranslations("generator");
  const router = useRouter();
  const state = useGeneratorStore();
  const [ageText, setAgeText] = useState(String(state.age));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    void Promise.resolve(useGeneratorStore.persist.rehydrate()).then(() =>
      setAgeText(String(useGeneratorStore.getState().age)),
    );
  }, []);

  const index = stepIndexOf(state.progress);
  const step: GeneratorStep = GENERATOR_STEPS[index]?.key ?? "gender";
  const last = index === GENERATOR_STEPS.length - 1;

  // Each step's question takes focus when it appears (not on first load), so screen readers hear it.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const problem = (): string | null => {
    if (step === "age") {
      const age = Number(ageText);
      if (!/^\d{1,3}$/.test(ageText.trim()) || age < AGE_RANGE.min || age > AGE_RANGE.max)
        return t("ageInvalid", AGE_RANGE);
    }
    if (step === "level" && !state.fitness_level) return t("chooseLevel");
    if (step === "equipment" && state.equipment_id_list.length === 0) return t("chooseEquipment");
    if (step === "muscles" && state.muscles_id_list.length === 0) return t("chooseMuscles");
    return null;
  };

  const go = (to: number) => {
    moved.current = true;
    setError(null);
    state.set("progress", GENERATOR_STEPS[to]?.progress ?? 0);
  };
  const next = () => {
    const found = problem();
    if (found) return setError(found);
    if (step === "age") state.set("age", Number(ageText));
    go(index + 1);
  };

  const generate = async () => {
    const found = problem();
    if (found) return setError(found);
    setBusy(true);
    setError(null);
    try {
      const http = await loadHttp();
      const plan = await http
        .post("/api-next/workout/generator", { json: toRequest(useGeneratorStore.getState()), retry: 1 })
        .json<GeneratedWorkoutDto>();
      useGeneratorStore.getState().set("generated_workout", plan);
      router.push(GENERATED_WORKOUT_PATH);
    } catch (failure) {
      console.error("Failed to generate workout", failure);
      setError(t("failed"));
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("heading")}</h1>
        <p className="text-muted mt-2">{t("intro")}</p>
      </header>

      <div className="mt-6">
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.progress}
          aria-valuetext={t("progress", { step: index + 1, total: GENERATOR_STEPS.length })}
          aria-label={t("title")}
          className="h-2 overflow-hidden rounded-full bg-[var(--border)]"
        >
          <div
            className="h-full rounded-full bg-[var(--color-accent-strong)] transition-[width] duration-300"
            style={{ width: `${Math.max(4, state.progress)}%` }}
          />
        </div>
        <div className="text-muted mt-2 flex justify-between text-[11px] font-bold tracking-widest">
          {PROGRESS_LABELS.map((label, position) => (
            <span key={label} className={clsx(state.progress >= position * 50 && "text-[var(--color-accent-strong)]")}>
              {t(`progressLabels.${label}`)}
            </span>
          ))}
        </div>
      </div>

      <section className="surface mt-6 rounded-3xl p-5 sm:p-8" aria-labelledby="generator-step">
        <p className="text-muted text-sm font-semibold">
          {t("progress", { step: index + 1, total: GENERATOR_STEPS.length })}
        </p>
        <h2 id="generator-step" ref={heading} tabIndex={-1} className="mt-1 text-xl font-bold outline-none sm:text-2xl">
          {t(`steps.${step}`)}
        </h2>
        {step in HINTS ? <p className="text-muted mt-1 text-sm">{t(`hints.${step as keyof typeof HINTS}`)}</p> : null}

        <div className="mt-5">
          {step === "gender" && (
            <RadioTiles
              name="gender"
              value={state.gender}
              options={(["male", "female"] as const).map((value) => ({ value, title: t(`gender.${value}`) }))}
              onChange={(value) => state.set("gender", value)}
            />
          )}
          {step === "age" && (
            <div className="max-w-xs">
              <TextField
                label={t("ageLabel")}
                inputMode="numeric"
                autoComplete="off"
                value={ageText}
                onChange={(event) => setAgeText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") next();
                }}
                error={error ?? undefined}
              />
            </div>
          )}
          {step === "goal" && (
            <div className="space-y-5">
              <RadioTiles
                name="goal"
                value={String(state.goal)}
                options={goals.map((goal) => ({ value: String(goal.id), title: goal.name }))}
                onChange={(value) => {
                  const goal = goals.find((entry) => String(entry.id) === value);
                  if (!goal) return;
                  state.set("goal", goal.id);
                  state.set("full_goal", { id: goal.id, name: goal.name });
                }}
              />
              <div>
                <p id="generator-minutes" className="text-sm font-semibold">
                  {t("minutes.label")}
                </p>
                <div className="mt-2">
                  <SegmentedControl
                    labelledBy="generator-minutes"
                    options={GENERATOR_MINUTES.map((minutes) => ({
                      value: String(minutes),
                      label: t("minutes.value", { minutes }),
                    }))}
                    value={String(state.minutes)}
                    onChange={(value) => state.set("minutes", Number(value) as GeneratorMinutes)}
                  />
                </div>
              </div>
            </div>
          )}
          {step === "level" && (
            <RadioTiles
              name="level"
              value={state.fitness_level ? String(state.fitness_level.id) : ""}
              options={levels.map((level) => ({
                value: String(level.id),
                title: level.name,
                lines: [
                  t("levelIncludes", { difficulties: level.difficulties.map((entry) => entry.name).join(", ") }),
                  ...(level.excluded_categories.length
                    ? [t("levelLeavesOut", { categories: level.excluded_categories.map((e) => e.name).join(", ") })]
                    : []),
                ],
              }))}
              onChange={(value) => {
                setError(null);
                state.set("fitness_level", levels.find((level) => String(level.id) === value) ?? null);
              }}
            />
          )}
          {step === "equipment" && (
            <div className="space-y-4">
              <EquipmentChooser
                equipment={equipment}
                chosen={state.equipment_id_list}
                onToggle={(id) => {
                  setError(null);
                  state.set("equipment_id_list", toggleId(state.equipment_id_list, id));
                }}
              />
              <GeneratorPlaces
                chosen={state.equipment_id_list}
                onApply={(ids) => state.set("equipment_id_list", ids)}
              />
            </div>
          )}
          {step === "muscles" && <GeneratorAvoidList />}
          {step === "muscles" && (
            <MuscleChooser
              muscles={muscles}
              chosen={state.muscles_id_list}
              gender={state.gender}
              error={error}
              onToggle={(id) => {
                setError(null);
                state.set("muscles_id_list", toggleId(state.muscles_id_list, id));
              }}
            />
          )}
        </div>

        {error && step !== "age" ? (
          <div className="mt-4" id={step === "muscles" ? "generator-muscles-error" : undefined}>
            <Alert tone="error">{error}</Alert>
          </div>
        ) : null}

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {index > 0 ? (
            <Button variant="secondary" className="w-full sm:w-auto" onClick={() => go(index - 1)}>
              {t("back-step")}
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {last ? (
            <Button className="w-full sm:w-auto" onClick={() => void generate()} busy={busy}>
              {busy ? t("generating") : t("generate")}
            </Button>
          ) : (
            <Button className="w-full sm:w-auto" onClick={next}>
              {t("next")}
            </Button>
          )}
        </div>
      </section>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          className="text-muted font-semibold underline-offset-4 hover:underline"
          onClick={() => {
            state.reset();
            moved.current = true;
            setError(null);
          }}
        >
          {t("reset")}
        </button>
        <Link
          href="/workout-generator/rules"
          className="font-semibold text-[var(--color-accent-strong)] hover:underline"
        >
          {t("result.rules")}
        </Link>
      </div>
    </div>
  );
}

const HINTS = { age: true, level: true, equipment: true, muscles: true } as const;

function RadioTiles<T extends string>({
  name,
  value,
  options,
  onChange,
}: {
  name: string;
  value: T | "";
  options: { value: T; title: string; lines?: string[] }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby="generator-step" className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className="choice-tile !items-start !justify-start text-start"
            data-checked={checked || undefined}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            <span className="text-base font-bold">{option.title}</span>
            {option.lines?.map((line) => (
              <span key={line} className="text-muted text-sm">
                {line}
              </span>
            ))}
          </label>
        );
      })}
    </div>
  );
}
