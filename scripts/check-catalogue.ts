/** `npm run catalogue:check`: fails when the catalogue in data/ is not fit to ship. */
import { LOCALES } from "../src/config/locales";
import { readCatalogueFiles, translatedSteps } from "../src/modules/catalogue/seed/read-catalogue-files";
import { catalogueProblems } from "./catalogue/catalogue-problems";
import { coachingProblems } from "./catalogue/coaching-problems";
import { companionProblems } from "./catalogue/companion-problems";

const files = readCatalogueFiles();
const translatedLocales = LOCALES.filter((locale) => locale !== "en-us");
const problems = [
  ...catalogueProblems(files.exercises, files.exerciseNames, translatedLocales),
  ...companionProblems(files.exercises, files.popularity, files.stepBatches, translatedLocales),
  ...coachingProblems(files.exercises),
];
if (problems.length > 0) {
  console.error(`${problems.length} catalogue problems:\n${problems.slice(0, 50).join("\n")}`);
  process.exit(1);
}
const stepLocales = Object.entries(translatedSteps(files.stepBatches))
  .map(([locale, steps]) => `${locale} ${Object.keys(steps).length}`)
  .join(", ");
console.log(
  `catalogue ok: ${files.exercises.length} exercises, names in ${LOCALES.length} locales, ` +
    `translated steps: ${stepLocales || "none yet"}`,
);
