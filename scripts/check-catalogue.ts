/** `npm run catalogue:check`: fails when the catalogue in data/ is not fit to ship. */
import { LOCALES } from "../src/config/locales";
import { readCatalogueFiles } from "../src/modules/catalogue/seed/read-catalogue-files";
import { catalogueProblems } from "./catalogue/catalogue-problems";

const files = readCatalogueFiles();
const problems = catalogueProblems(
  files.exercises,
  files.exerciseNames,
  LOCALES.filter((locale) => locale !== "en-us"),
);
if (problems.length > 0) {
  console.error(`${problems.length} catalogue problems:\n${problems.slice(0, 50).join("\n")}`);
  process.exit(1);
}
console.log(`catalogue ok: ${files.exercises.length} exercises, names in ${LOCALES.length} locales`);
