"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/modules/accounts/client/use-error-text";
import { isImportResult, type ImportPreviewDto, type ImportResultDto } from "../../log/import/dto";
import type { ImportSource, WeightUnit } from "../../log/import/parsed";
import { IMPORT_MAX_BYTES, IMPORT_SOURCES, WEIGHT_UNITS } from "../../log/import/schemas";
import { failureOf, transferApi } from "./transfer-api";

type Step =
  | { name: "choose" }
  | { name: "review"; csv: string; preview: ImportPreviewDto }
  | { name: "done"; result: ImportResultDto };

/** Reasons of a refused file that have their own words (the rest fall back to the error code's). */
const REASONS = [
  "FILE_MISSING",
  "FILE_TOO_LARGE",
  "FILE_UNREADABLE",
  "CSV_EMPTY",
  "CSV_COLUMNS",
  "CSV_DATE",
  "CSV_NUMBER",
  "CSV_RANGE",
  "CSV_NO_SETS",
  "UNKNOWN_EXERCISE",
] as const;
type Reason = (typeof REASONS)[number];
const isReason = (value: unknown): value is Reason => REASONS.some((reason) => reason === value);

const SKIP = "skip";
const fieldClass =
  "min-h-11 rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3 py-2.5 text-base focus-visible:border-[var(--color-accent)]";

/**
 * Premium: a CSV from Strong, Hevy or our own export, read in the browser, checked by the server
 * (nothing stored), the names it could not match chosen here (an exercise or leave out), then imported.
 */
export function ImportForm() {
  const t = useTranslations("transfer");
  const errorText = useErrorText();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const [source, setSource] = useState<ImportSource>("strong");
  const [unit, setUnit] = useState<WeightUnit>("kg");
  const [step, setStep] = useState<Step>({ name: "choose" });
  const [choices, setChoices] = useState<Record<string, number | null>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const explain = (reason: Reason, line: unknown = null) =>
    t(`errors.${reason}`, { line: typeof line === "number" ? line : 0, source: t(`source.${source}`) });

  async function fail(caught: unknown) {
    const failure = await failureOf(caught);
    const reason = failure.details.reason;
    setError(isReason(reason) ? explain(reason, failure.details.line) : errorText(failure));
  }

  function showReview(csv: string, preview: ImportPreviewDto) {
    setChoices(Object.fromEntries(preview.unmatched.map((name) => [name.name, name.suggestions[0]?.id ?? null])));
    setStep({ name: "review", csv, preview });
  }

  // The review replaces the form: take keyboard and screen reader users to it.
  useEffect(() => {
    if (step.name === "review") reviewHeading.current?.focus();
  }, [step]);

  async function check() {
    setError(null);
    const file = fileInput.current?.files?.[0];
    if (!file) return setError(explain("FILE_MISSING"));
    if (file.size > IMPORT_MAX_BYTES) return setError(explain("FILE_TOO_LARGE"));
    setBusy(true);
    try {
      let csv: string;
      try {
        csv = await file.text();
      } catch {
        return setError(explain("FILE_UNREADABLE"));
      }
      const answer = await transferApi.importLog({ source, unit, csv, preview: true });
      if (!isImportResult(answer)) showReview(csv, answer);
    } catch (caught) {
      await fail(caught);
    } finally {
      setBusy(false);
    }
  }

  async function run(csv: string) {
    setError(null);
    setBusy(true);
    try {
      const answer = await transferApi.importLog({ source, unit, csv, mapping: choices });
      if (isImportResult(answer)) setStep({ name: "done", result: answer });
      else showReview(csv, answer);
    } catch (caught) {
      await fail(caught);
    } finally {
      setBusy(false);
    }
  }

  const startOver = () => {
    setStep({ name: "choose" });
    setError(null);
  };

  if (step.name === "done")
    return (
      <div className="mt-3 flex flex-col items-start gap-3" data-testid="import-result">
        <Alert tone="success">
          {t("done", { sessions: step.result.imported_sessions, sets: step.result.imported_sets })}
          {step.result.already_imported ? ` ${t("alreadyImported", { count: step.result.already_imported })}` : null}
          {step.result.skipped_sets ? ` ${t("skipped", { count: step.result.skipped_sets })}` : null}
        </Alert>
        <Button variant="secondary" onClick={startOver}>
          {t("chooseAnother")}
        </Button>
      </div>
    );

  if (step.name === "review") {
    const { preview, csv } = step;
    return (
      <div className="mt-3 flex flex-col gap-4" data-testid="import-review">
        <h4 ref={reviewHeading} tabIndex={-1} className="font-semibold outline-none">
          {t("found", { sessions: preview.sessions, sets: preview.sets })}
        </h4>
        <p className="text-muted text-sm">{t("recognised", { count: preview.matched.length })}</p>
        {preview.unmatched.length ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="font-semibold">{t("reviewTitle")}</legend>
            <p className="text-muted text-sm">{t("reviewHelp")}</p>
            <ul className="flex flex-col gap-3">
              {preview.unmatched.map((name) => (
                <li key={name.name}>
                  <label className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between">
                    <span>
                      <span className="font-medium" dir="auto">
                        {name.name}
                      </span>{" "}
                      <span className="text-muted text-sm">({t("setsOf", { count: name.count })})</span>
                    </span>
                    <select
                      className={fieldClass}
                      value={String(choices[name.name] ?? SKIP)}
                      onChange={(event) =>
                        setChoices({
                          ...choices,
                          [name.name]: event.target.value === SKIP ? null : Number(event.target.value),
                        })
                      }
                    >
                      {name.suggestions.map((suggestion) => (
                        <option key={suggestion.id} value={suggestion.id}>
                          {suggestion.name}
                        </option>
                      ))}
                      <option value={SKIP}>{t("skip")}</option>
                    </select>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <Button busy={busy} onClick={() => void run(csv)}>
            {busy ? t("importing") : t("import")}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={startOver}>
            {t("chooseAnother")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="mt-1 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
    >
      <p className="text-muted text-sm">{t("importIntro")}</p>
      <Choice legend={t("sourceLabel")}>
        {IMPORT_SOURCES.map((value) => (
          <Radio key={value} name="source" checked={source === value} onChange={() => setSource(value)}>
            {t(`source.${value}`)}
          </Radio>
        ))}
      </Choice>
      {source === "strong" ? (
        <Choice legend={t("unitLabel")} help={t("unitHelp")}>
          {WEIGHT_UNITS.map((value) => (
            <Radio key={value} name="unit" checked={unit === value} onChange={() => setUnit(value)}>
              {t(`unit.${value}`)}
            </Radio>
          ))}
        </Choice>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-semibold">
          {t("fileLabel")}
        </label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={() => setError(null)}
          className="text-sm file:me-3 file:rounded-full file:border file:border-[var(--border)] file:bg-[var(--surface)] file:px-4 file:py-2 file:font-semibold"
        />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" busy={busy} className="self-start">
        {busy ? t("checking") : t("check")}
      </Button>
    </form>
  );
}

function Choice({ legend, help, children }: { legend: string; help?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      {help ? <p className="text-muted text-xs">{help}</p> : null}
      <div className="flex flex-wrap gap-x-5 gap-y-2">{children}</div>
    </fieldset>
  );
}

function Radio({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="h-5 w-5 accent-[var(--color-accent-strong)]"
      />
      {children}
    </label>
  );
}
