/** `npm run workouts:check`: fails when the original workouts in data/workouts are not fit to ship. */
import { readCatalogueFiles } from "../src/modules/catalogue/seed/read-catalogue-files";
import { readOriginals } from "../src/modules/workouts/seed/read-originals";
import { originalsProblems } from "./workouts/originals-problems";

const originals = readOriginals();
const problems = originalsProblems(originals, readCatalogueFiles().exercises);
if (problems.length > 0) {
  console.error(`${problems.length} workout problems:\n${problems.slice(0, 80).join("\n")}`);
  process.exit(1);
}
console.log(`workouts ok: ${originals.length} originals`);
