import { expect, test, type APIResponse } from "@playwright/test";
import { signedUpUser } from "../support/accounts";

type ErrorBody = { error: { code: string; message: string; details: Record<string, unknown> } };
const errorOf = async (response: APIResponse) => ((await response.json()) as ErrorBody).error;

const EVIL = "https://evil.example";

test.describe("state changes from other sites", () => {
  test("are refused with 403 and change nothing: favourites, profile, logout, account deletion", async ({
    baseURL,
    request,
  }) => {
    const me = await signedUpUser(baseURL!, "csrf");
    const squat = ((await (await request.get("/api-next/exercises/barbell-squat")).json()) as { id: number }).id;
    const own = await me.api.post("/api-next/user/favorites", { data: { exercise_id: squat } });
    const favourite = ((await own.json()) as { id: number }).id;
    const attacks: Promise<APIResponse>[] = [
      me.api.post("/api-next/user/favorites", { data: { exercise_id: squat + 1 }, headers: { Origin: EVIL } }),
      me.api.delete(`/api-next/user/favorites?id=${favourite}`, { headers: { Origin: EVIL } }),
      me.api.patch(`/api-next/user/${me.pk}`, { data: { first_name: "Mallory" }, headers: { Origin: EVIL } }),
      me.api.patch(`/api-next/user/profile/${me.pk}`, { data: { last_name: "Mallory" }, headers: { Origin: EVIL } }),
      me.api.post("/api-next/auth/logout", { headers: { "Sec-Fetch-Site": "cross-site" } }),
      me.api.delete(`/api-next/user/${me.pk}`, { headers: { Origin: EVIL, "Sec-Fetch-Site": "cross-site" } }),
    ];
    for (const response of await Promise.all(attacks)) {
      expect(response.status()).toBe(403);
      expect(await errorOf(response)).toMatchObject({ code: "CROSS_SITE" });
    }
    const session = await me.api.get("/api-next/user/session");
    expect(session.status()).toBe(200);
    expect(await session.json()).toMatchObject({ first_name: "Test", last_name: "csrf" });
    const list = (await (await me.api.get("/api-next/user/favorites")).json()) as { count: number };
    expect(list.count).toBe(1);
  });

  test("from our own origin are accepted", async ({ baseURL }) => {
    const me = await signedUpUser(baseURL!, "same-origin");
    const response = await me.api.patch(`/api-next/user/${me.pk}`, {
      data: { first_name: "Ada" },
      headers: { Origin: new URL(baseURL!).origin, "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status()).toBe(200);
  });
});

test.describe("request bodies", () => {
  test("JSON endpoints require application/json (415), not text/plain", async ({ baseURL }) => {
    const me = await signedUpUser(baseURL!, "ctype");
    const response = await me.api.post("/api-next/user/favorites", {
      data: JSON.stringify({ exercise_id: 1 }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(response.status()).toBe(415);
    expect(await errorOf(response)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  test("bodies above the limit answer 413 before they are parsed", async ({ request }) => {
    const response = await request.post("/api-next/auth/login", {
      data: JSON.stringify({ email: "a@b.c", password: "x".repeat(10 * 1024 * 1024) }),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status()).toBe(413);
    expect(await errorOf(response)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  test("an id is a number: true, 2147483648 and NUL characters are 400s, never 500s", async ({ baseURL, request }) => {
    const me = await signedUpUser(baseURL!, "ids");
    const cases: Promise<APIResponse>[] = [
      me.api.post("/api-next/user/favorites", { data: { exercise_id: true } }),
      me.api.post("/api-next/user/favorites", { data: { exercise_id: 2147483648 } }),
      me.api.delete("/api-next/user/favorites?id=2147483648"),
      me.api.patch(`/api-next/user/${me.pk}`, { data: { first_name: "A\u0000B" } }),
      me.api.patch(`/api-next/user/profile/${me.pk}`, { data: { last_name: "A\u0000B" } }),
      request.get("/api-next/search/exercises?q=abc%00def"),
      request.post(`/api-next/auth/password/${me.pk}/create_password`, {
        data: { new_password1: "long enough 1", new_password2: "long enough 1", token: "abc\u0000" },
      }),
      me.api.post("/api-next/auth/sso/disconnect", { data: { id_token: "x\u0000y" } }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status(), await response.text()).toBe(400);
      expect((await errorOf(response)).code).toBe("VALIDATION");
    }
    const huge = await request.get("/api-next/exercises/2147483648");
    expect(huge.status()).toBe(404);
  });

  test("an over-long first name is called too long, not missing", async ({ baseURL }) => {
    const me = await signedUpUser(baseURL!, "long-name");
    const response = await me.api.patch(`/api-next/user/${me.pk}`, { data: { first_name: "A".repeat(81) } });
    expect(response.status()).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toContain("This is too long");
    expect(error.details).toEqual({ fields: { first_name: "tooLong" } });
  });
});

test.describe("paths and methods", () => {
  test("unknown API paths answer a JSON 404 for every method", async ({ request }) => {
    for (const response of await Promise.all([
      request.get("/api-next/no/such/path"),
      request.post("/api-next/nothing-here", { data: {} }),
      request.delete("/api-next/user/favorites/extra"),
    ])) {
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await errorOf(response)).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  test("a method a path does not offer answers 405 in JSON with Allow", async ({ request }) => {
    const response = await request.put("/api-next/user/favorites", { data: {} });
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toContain("GET");
    expect(await errorOf(response)).toMatchObject({
      code: "METHOD_NOT_ALLOWED",
      details: { allowed: ["GET", "POST", "DELETE"] },
    });
    const get = await request.get("/api-next/auth/login");
    expect(get.status()).toBe(405);
    expect(await errorOf(get)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
  });

  test("a path with malformed percent-encoding is a 400, never a 500", async ({ request }) => {
    for (const path of ["/api-next/exercises/%E0%A4%A", "/exercise/%", "/exercises/%E0%A4%A", "/de-de/exercise/%"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
    }
    const api = await request.get("/api-next/exercises/%");
    expect(await errorOf(api)).toMatchObject({ code: "VALIDATION" });
    expect((await request.get("/api-next/search/exercises?q=%E0%A4%A")).status()).toBeLessThan(500);
  });

  test("LIKE wildcards in a search are literal characters", async ({ request }) => {
    const response = await request.get("/api-next/search/exercises?q=%25%25%25");
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { suggestions: unknown[] }).suggestions).toEqual([]);
  });
});
