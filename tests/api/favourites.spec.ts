import { expect, test } from "@playwright/test";
import { signedUpUser } from "../support/accounts";

type FavouriteList = {
  count: number;
  results: { id: number; exercise_lite: { id: number }; exercise: { slug: string; name: string } }[];
};

async function exerciseId(request: import("@playwright/test").APIRequestContext, slug: string) {
  return ((await (await request.get(`/api-next/exercises/${slug}`)).json()) as { id: number }).id;
}

test.describe("/api-next/user/favorites", () => {
  test("a visitor gets 401 and cannot add", async ({ request }) => {
    expect((await request.get("/api-next/user/favorites")).status()).toBe(401);
    expect((await request.post("/api-next/user/favorites", { data: { exercise_id: 1 } })).status()).toBe(401);
    expect((await request.delete("/api-next/user/favorites?id=1")).status()).toBe(401);
  });

  test("adds, lists in the visitor's language and removes a favourite", async ({ baseURL, request }) => {
    const me = await signedUpUser(baseURL!);
    const squat = await exerciseId(request, "barbell-squat");
    const added = await me.api.post("/api-next/user/favorites", { data: { exercise_id: squat } });
    expect(added.status()).toBe(201);
    const favourite = (await added.json()) as { id: number; exercise_lite: { id: number } };
    expect(favourite.id).toBeGreaterThan(0);
    expect(favourite.exercise_lite.id).toBe(squat);
    const again = await me.api.post("/api-next/user/favorites", { data: { exercise_id: squat } });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(favourite.id);

    const list = (await (
      await me.api.get("/api-next/user/favorites", { headers: { "accept-language": "de-DE" } })
    ).json()) as FavouriteList;
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id: favourite.id, exercise: { slug: "barbell-squat" } });
    expect(list.results[0]?.exercise.name).not.toBe("Barbell Squat");

    const removed = await me.api.delete(`/api-next/user/favorites?id=${favourite.id}`);
    expect(removed.status()).toBe(204);
    expect(((await (await me.api.get("/api-next/user/favorites")).json()) as FavouriteList).count).toBe(0);
  });

  test("rejects bad input with 400 and unknown exercises with 404", async ({ baseURL }) => {
    const me = await signedUpUser(baseURL!);
    for (const data of [{}, { exercise_id: "abc" }, { exercise_id: -3 }]) {
      expect((await me.api.post("/api-next/user/favorites", { data })).status()).toBe(400);
    }
    expect((await me.api.post("/api-next/user/favorites", { data: { exercise_id: 99999999 } })).status()).toBe(404);
    expect((await me.api.delete("/api-next/user/favorites")).status()).toBe(400);
    expect((await me.api.delete("/api-next/user/favorites?id=abc")).status()).toBe(400);
  });

  test("never shows or removes another user's favourite", async ({ baseURL, request }) => {
    const owner = await signedUpUser(baseURL!, "owner");
    const intruder = await signedUpUser(baseURL!, "intruder");
    const curl = await exerciseId(request, "barbell-curl");
    const { id } = (await (
      await owner.api.post("/api-next/user/favorites", { data: { exercise_id: curl } })
    ).json()) as {
      id: number;
    };
    expect(((await (await intruder.api.get("/api-next/user/favorites")).json()) as FavouriteList).count).toBe(0);
    expect((await intruder.api.delete(`/api-next/user/favorites?id=${id}`)).status()).toBe(404);
    expect(((await (await owner.api.get("/api-next/user/favorites")).json()) as FavouriteList).count).toBe(1);
  });
});
