import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { openDatabase } from "./client";
import { withPreparationLock } from "./preparation-lock";

describe.skipIf(!env.TEST_DATABASE_URL)("the preparation lock on PostgreSQL", () => {
  it("lets one instance prepare at a time; the others wait, then run", async () => {
    const url = env.TEST_DATABASE_URL!;
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
    const spans: Array<[number, number]> = [];
    try {
      await Promise.all(
        handles.map((handle) =>
          withPreparationLock(handle, url, async () => {
            const start = performance.now();
            await sleep(150);
            spans.push([start, performance.now()]);
          }),
        ),
      );
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    expect(spans).toHaveLength(3);
    const ordered = spans.toSorted((a, b) => a[0] - b[0]);
    for (let i = 1; i < ordered.length; i++) expect(ordered[i]![0]).toBeGreaterThanOrEqual(ordered[i - 1]![1]);
  });

  it("is released when the work fails", async () => {
    const url = env.TEST_DATABASE_URL!;
    const handle = await openDatabase({ databaseUrl: url });
    try {
      await expect(
        withPreparationLock(handle, url, () => Promise.reject(new Error("migration failed"))),
      ).rejects.toThrow("migration failed");
      await expect(withPreparationLock(handle, url, async () => "ran")).resolves.toBe("ran");
    } finally {
      await handle.close();
    }
  });
});
