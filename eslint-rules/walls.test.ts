import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Each wall of the architecture, broken on purpose by a small file linted at a real path: ESLint must
 * name the rule. A wall that stays silent here would let the break into the code.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const walls: [wall: string, filePath: string, code: string, rule: string][] = [
  [
    "a client component imports the database",
    "src/modules/catalogue/wall-fixture.tsx",
    '"use client";\nimport { getDb } from "@/db/client";\nexport const x = getDb;\n',
    "local/client-boundary",
  ],
  [
    "a client component imports a type from the database",
    "src/components/ui/wall-fixture.tsx",
    '"use client";\nimport type { Db } from "@/db/client";\nexport type X = Db;\n',
    "local/client-boundary",
  ],
  [
    "a file in a module's components folder imports an integration's types",
    "src/modules/billing/components/wall-fixture.tsx",
    'import type { AdContent } from "@/integrations/ads/types";\nexport type X = AdContent;\n',
    "local/client-boundary",
  ],
  [
    "a file of the search overlay imports a server use case",
    "src/modules/catalogue/search/wall-fixture.ts",
    'import { searchExercises } from "../server/search-exercises";\nexport const x = searchExercises;\n',
    "local/client-boundary",
  ],
  [
    "a client hook imports a Node built-in",
    "src/modules/accounts/client/wall-fixture.ts",
    'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n',
    "local/client-boundary",
  ],
  [
    "a favourites component loads a server file on demand",
    "src/modules/catalogue/favourites/wall-fixture.ts",
    'export const load = () => import("../server/favourites");\n',
    "local/client-boundary",
  ],
  [
    "a module imports routing",
    "src/modules/catalogue/wall-fixture.ts",
    'import { publicRoute } from "@/app/_server/route";\nexport const x = publicRoute;\n',
    "import-x/no-restricted-paths",
  ],
  [
    "a page opens the database itself",
    "src/app/[locale]/wall-fixture/page.tsx",
    'import { getDb } from "@/db/client";\nexport const x = getDb;\n',
    "no-restricted-imports",
  ],
  [
    "a handler reads the session itself",
    "src/app/api-next/wall-fixture/route.ts",
    'import { getAccounts } from "@/modules/accounts/server/accounts";\nexport const x = getAccounts;\n',
    "no-restricted-imports",
  ],
  [
    "a lower module imports a higher one (billing -> catalogue)",
    "src/modules/billing/wall-fixture.ts",
    'import type { ExerciseDto } from "@/modules/catalogue/dto";\nexport type X = ExerciseDto;\n',
    "import-x/no-restricted-paths",
  ],
  [
    "accounts imports billing",
    "src/modules/accounts/wall-fixture.ts",
    'import { getEntitlements } from "@/modules/billing/entitlements";\nexport const x = getEntitlements;\n',
    "import-x/no-restricted-paths",
  ],
  [
    "shared UI imports a module",
    "src/components/ui/wall-fixture.tsx",
    'import { DifficultyBadge } from "@/modules/catalogue/components/difficulty-badge";\nexport const x = DifficultyBadge;\n',
    "import-x/no-restricted-paths",
  ],
  [
    "lib imports the database",
    "src/lib/wall-fixture.ts",
    'import { getDb } from "@/db/client";\nexport const x = getDb;\n',
    "import-x/no-restricted-paths",
  ],
  [
    "configuration is read outside env.ts",
    "src/modules/catalogue/wall-fixture.ts",
    "export const x = process.env.SITE_URL;\n",
    "no-restricted-properties",
  ],
];

describe("architecture walls", () => {
  it.each(walls)("fire when %s", async (_wall, filePath, code, rule) => {
    expect(await rulesFiredOn(filePath, code)).toContain(rule);
  });

  it("let the edge, server use cases and client code do their own work", async () => {
    expect(
      await rulesFiredOn(
        "src/app/_server/wall-fixture.ts",
        'import { getDb } from "@/db/client";\nexport const x = getDb;\n',
      ),
    ).toEqual([]);
    expect(
      await rulesFiredOn(
        "src/modules/catalogue/server/wall-fixture.ts",
        'import { getDb } from "@/db/client";\nexport const x = getDb;\n',
      ),
    ).toEqual([]);
    expect(
      await rulesFiredOn(
        "src/modules/catalogue/components/wall-fixture.tsx",
        '"use client";\nimport type { ExerciseDto } from "../dto";\nimport { useTranslations } from "next-intl";\nexport type X = ExerciseDto;\nexport const y = useTranslations;\n',
      ),
    ).toEqual([]);
  });
});
