/** `npm run workouts:check`: fails when the original workouts in data/workouts are not fit to ship. */
import { LOCALES } from "../src/config/locales";
import { readCatalogueFiles } from "../src/modules/catalogue/seed/read-catalogue-files";
import { readOriginalsFiles } from "../src/modules/workouts/seed/read-originals";
import { originalsProblems, translationProblems } from "./workouts/originals-problems";

const { originals, translations } = readOriginalsFiles();
const problems = [
  ...originalsProblems(originals, readCatalogueFiles().exercises),
  ...translationProblems(
    originals,
    translations,
    LOCALES.filter((locale) => locale !== "en-us"),
  ),
];
if (problems.length > 0) {
  console.error(`${problems.length} workout problems:\n${problems.slice(0, 80).join("\n")}`);
  process.exit(1);
}
console.log(`workouts ok: ${originals.length} originals in ${Object.keys(translations).length + 1} languages`);
