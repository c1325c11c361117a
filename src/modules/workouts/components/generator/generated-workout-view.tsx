"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ShareMenu } from "@/components/ui/share-menu";
import { TextField } from "@/components/ui/text-field";
import { Link, useRouter } from "@/i18n/navigation";
import { loadHttp } from "@/lib/lazy-http";
import { useHydrated } from "@/lib/use-hydrated";
import { useUserStore } from "@/modules/accounts/client/stores";
import { isPremiumUser } from "@/modules/billing/premium";
import type { ExerciseDto } from "@/modules/catalogue/dto";
import { useGeneratorStore } from "../../client/generator-store";
import { startFromWorkout, TRAINING_SESSION_PATH } from "../../client/start-training";
import { useGeneratorProfile } from "../../client/use-generator-profile";
import type { GeneratedWorkoutDto } from "../../generator/dto";
import { sharedPlanPath } from "../../generator/share-link";
import { SaveOutcomeDialogs, type SaveFailure } from "../save-outcome-dialogs";
import { GeneratedExerciseCard } from "./generated-exercise-card";
import { GeneratedPlanHeader } from "./generated-plan-header";
import { GeneratorSummary } from "./generator-summary";

type HttpError = Error & { response?: Response; data?: { error?: { code?: string; details?: { limit?: number } } } };

/** The generated plan (spec §2 result): reasons, swap, generate again, save, start logging. */
export function GeneratedWorkoutView() {
  const t = useTranslations("generator");
  const router = useRouter();
  const hydrated = useHydrated();
  const plan = useGeneratorStore((state) => state.generated_workout);
  const user = useUserStore((state) => state.user);
  const [ready, setReady] = useState(false);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState<"save" | "again" | "start" | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shuffling, setShuffling] = useState<number | null>(null);
  const [shuffleFailed, setShuffleFailed] = useState<number | null>(null);
  const { profile: avoid, save: saveProfile } = useGeneratorProfile();

  useEffect(() => {
    void Promise.resolve(useGeneratorStore.persist.rehydrate()).then(() => {
      setName(useGeneratorStore.getState().generated_workout?.name ?? "");
      setReady(true);
    });
  }, []);

  if (!hydrated || !ready) return <div className="min-h-[60vh]" aria-busy="true" />;
  if (!plan)
    return (
      <div className="mx-auto max-w-xl py-10 text-center">
        <h1 className="text-2xl font-bold">{t("result.heading")}</h1>
        <p className="text-muted mt-3">{t("result.empty")}</p>
        <Link
          href="/workout-generator"
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-[var(--color-accent-strong)] px-5 font-semibold text-white"
        >
          {t("result.toGenerator")}
        </Link>
      </div>
    );

  const replace = (next: GeneratedWorkoutDto) => useGeneratorStore.getState().set("generated_workout", next);

  const shuffle = async (index: number) => {
    const item = plan.exercises[index];
    if (!item) return;
    setShuffling(index);
    setShuffleFailed(null);
    try {
      const http = await loadHttp();
      const answer = await http
        .post("/api-next/exercises/shuffle", {
          json: {
            id: item.exercise.id,
            equipment_id_list: plan.request.equipment_id_list,
            fitness_level: plan.fitness_level.id,
            gender: plan.request.gender,
            sets: item.sets.regular,
            exclude: plan.exercises.map((entry) => entry.exercise.id),
          },
          retry: 0,
        })
        .json<{ exercise: ExerciseDto }>();
      replace({
        ...plan,
        exercises: plan.exercises.map((entry, at) => (at === index ? { ...entry, exercise: answer.exercise } : entry)),
      });
    } catch (problem) {
      console.error("Failed to swap the exercise", problem);
      setShuffleFailed(index);
    } finally {
      setShuffling(null);
    }
  };

  const again = async () => {
    setBusy("again");
    setError(null);
    try {
      const http = await loadHttp();
      const next = await http
        // The plan's own answers (a shared plan's may not be this device's), with a new seed.
        .post("/api-next/workout/generator", { json: plan.request, retry: 1 })
        .json<GeneratedWorkoutDto>();
      replace(next);
      setName(next.name);
      setSaved(false);
    } catch (problem) {
      console.error("Failed to generate workout", problem);
      setError(t("failed"));
    } finally {
      setBusy(null);
    }
  };

  const asWorkoutExercises = () =>
    plan.exercises.map((item) => ({
      exercise: item.exercise.id,
      sets: item.sets,
      reps: item.reps,
      rest: item.rest,
      group: item.group,
    }));

  const save = async () => {
    setBusy("save");
    setError(null);
    try {
      const http = await loadHttp();
      await http.post("/api-next/workout/generator/save", {
        json: {
          name: name.trim() || plan.name,
          exercises: asWorkoutExercises(),
          generator: { seed: plan.seed, rule_version: plan.rule_version, request: plan.request },
        },
        retry: 0,
      });
      setSaved(true);
    } catch (problem) {
      const response = (problem as HttpError).response;
      const body = response
        ? ((await response
            .clone()
            .json()
            .catch(() => null)) as HttpError["data"] | null)
        : null;
      const code = body?.error?.code;
      if (code === "PLAN_LIMIT") setFailure({ kind: "limit", limit: body?.error?.details?.limit ?? 3, visitor: !user });
      else if (code === "ALREADY_EXISTS") setFailure({ kind: "exists" });
      else setFailure({ kind: "failed" });
    } finally {
      setBusy(null);
    }
  };

  const start = async () => {
    if (!isPremiumUser(user)) return router.push("/training");
    setBusy("start");
    try {
      await startFromWorkout({
        id: null,
        name: name.trim() || plan.name,
        exercises: plan.exercises.map((item) => ({
          exercise: item.exercise,
          sets: item.sets,
          reps: item.reps,
          rest: item.rest,
          notes: "",
          group: item.group,
        })),
      });
      router.push(TRAINING_SESSION_PATH);
    } catch (problem) {
      console.error("Failed to start the workout", problem);
      setBusy(null);
    }
  };

  const toggleAvoid = async (exerciseId: number) => {
    if (!avoid) return;
    const list = avoid.avoid.includes(exerciseId)
      ? avoid.avoid.filter((id) => id !== exerciseId)
      : [...avoid.avoid, exerciseId];
    await saveProfile({ ...avoid, avoid: list });
  };

  const circuit = plan.exercises.some((item) => item.group);

  return (
    <div className="mx-auto max-w-3xl">
      <GeneratedPlanHeader plan={plan} kicker={t("result.title")} />

      <GeneratorSummary plan={plan} />

      {circuit ? (
        <div className="mt-4">
          <Alert tone="info">{t("result.circuit")}</Alert>
        </div>
      ) : null}

      <ol className="mt-6 space-y-3" aria-label={t("result.heading")}>
        {plan.exercises.map((item, index) => (
          <GeneratedExerciseCard
            key={`${item.order}-${item.exercise.id}`}
            item={item}
            position={index + 1}
            onShuffle={() => void shuffle(index)}
            shuffling={shuffling === index}
            shuffleFailed={shuffleFailed === index}
            onLeaveOut={avoid ? () => void toggleAvoid(item.exercise.id) : undefined}
            leftOut={!!avoid?.avoid.includes(item.exercise.id)}
          />
        ))}
      </ol>

      {error ? (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}

      <section className="surface mt-6 space-y-4 rounded-3xl p-5 sm:p-6" aria-label={t("result.save")}>
        <TextField
          label={t("result.nameLabel")}
          value={name}
          maxLength={80}
          onChange={(event) => {
            setName(event.target.value);
            setSaved(false);
          }}
        />
        {saved ? (
          <Alert tone="success">
            {t("result.saved")}{" "}
            <Link href="/my-workouts" className="font-semibold underline">
              {t("result.openSaved")}
            </Link>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void save()} busy={busy === "save"} disabled={saved}>
            {busy === "save" ? t("result.saving") : t("result.save")}
          </Button>
          <Button variant="secondary" onClick={() => void start()} busy={busy === "start"}>
            {t("result.start")}
          </Button>
          <Button variant="secondary" onClick={() => void again()} busy={busy === "again"}>
            {t("result.regenerate")}
          </Button>
          <Link
            href="/workout-generator"
            className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-[var(--color-accent-strong)] hover:underline"
          >
            {t("result.edit")}
          </Link>
        </div>
        {!isPremiumUser(user) ? <p className="text-muted text-sm">{t("result.startPremium")}</p> : null}
      </section>

      <div className="mt-4">
        <ShareMenu path={sharedPlanPath(plan)} title={plan.name} siteOrigin="" />
      </div>

      <p className="text-muted mt-4 flex flex-wrap justify-between gap-2 text-xs">
        <span>{t("result.seed", { seed: plan.seed, version: plan.rule_version })}</span>
        <Link href="/workout-generator/rules" className="font-semibold hover:underline">
          {t("result.rules")}
        </Link>
      </p>

      {failure ? <SaveOutcomeDialogs outcome={failure} onClose={() => setFailure(null)} /> : null}
    </div>
  );
}
