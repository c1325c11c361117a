import { expect, test } from "@playwright/test";
import { linkIn, lastMailTo, PASSWORD, signedUpUser, uniqueEmail } from "../support/accounts";

type ErrorBody = { error: { code: string; message: string } };
const message = async (response: { json: () => Promise<unknown> }) =>
  ((await response.json()) as ErrorBody).error.message;

test.describe("registration and sign-in", () => {
  test("registers, answers the session user and sets an httpOnly, SameSite=Lax cookie", async ({ request }) => {
    const email = uniqueEmail();
    const response = await request.post("/api-next/auth/register", {
      data: { email, password: PASSWORD, firstName: "Ada", lastName: "Lovelace" },
      headers: { "accept-language": "pt-BR" },
    });
    expect(response.status()).toBe(201);
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/moveatlas\.session_token=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await request.get("/api-next/user/session");
    expect(session.status()).toBe(200);
    expect(await session.json()).toMatchObject({
      email,
      status: "registered",
      profile: { language: "pt-br", premium: false, premium_cancelled: false },
    });
  });

  test("rejects each invalid registration with the spec's message", async ({ request }) => {
    const base = { email: uniqueEmail(), password: PASSWORD, firstName: "A", lastName: "B" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, password: "short" }, "Password must be at least 8 characters"],
      [{ ...base, email: "not-an-email" }, "Enter a valid email address"],
      [{ ...base, firstName: "" }, "This field is required"],
      [{ ...base, terms: false }, "You need to accept terms and conditions to open an account."],
    ];
    for (const [data, expected] of cases) {
      const response = await request.post("/api-next/auth/register", { data });
      expect(response.status()).toBe(400);
      expect(await message(response)).toContain(expected);
    }
    const notJson = await request.post("/api-next/auth/register", {
      data: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status()).toBe(400);
  });

  test("answers 'Account Already Exists' with 409 for a taken address", async ({ baseURL }) => {
    const { email } = await signedUpUser(baseURL!);
    const { request } = await import("@playwright/test");
    const api = await request.newContext({ baseURL });
    const response = await api.post("/api-next/auth/register", {
      data: { email, password: PASSWORD, firstName: "A", lastName: "B" },
    });
    expect(response.status()).toBe(409);
    expect(await message(response)).toBe("Account Already Exists");
  });

  test("signs in, accepts the bearer token without cookies, and signs out", async ({ baseURL, playwright }) => {
    const { email } = await signedUpUser(baseURL!);
    const api = await playwright.request.newContext({ baseURL });
    const wrong = await api.post("/api-next/auth/login", { data: { email, password: "not the password" } });
    expect(wrong.status()).toBe(401);
    expect(await message(wrong)).toBe("Wrong User Or Password");
    const missing = await api.post("/api-next/auth/login", { data: { email } });
    expect(missing.status()).toBe(400);

    const ok = await api.post("/api-next/auth/login", { data: { email: email.toUpperCase(), password: PASSWORD } });
    expect(ok.status()).toBe(200);
    const { token, user } = (await ok.json()) as { token: string; user: { pk: string } };
    const bare = await playwright.request.newContext({ baseURL });
    const byBearer = await bare.get("/api-next/user/session", { headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.status()).toBe(200);
    expect(((await byBearer.json()) as { pk: string }).pk).toBe(user.pk);

    expect((await api.post("/api-next/auth/logout")).status()).toBe(200);
    const after = await api.get("/api-next/user/session");
    expect(after.status()).toBe(401);
    expect(await message(after)).toBe("Not authenticated");
    const byOldBearer = await bare.get("/api-next/user/session", { headers: { authorization: `Bearer ${token}` } });
    expect(byOldBearer.status()).toBe(401);
  });

  test("limits failed sign-ins per account with 429 and Retry-After", async ({ baseURL, playwright }) => {
    const { email } = await signedUpUser(baseURL!);
    const api = await playwright.request.newContext({ baseURL });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await api.post("/api-next/auth/login", { data: { email, password: "wrong guess!" } })).status()).toBe(
        401,
      );
    }
    const limited = await api.post("/api-next/auth/login", { data: { email, password: PASSWORD } });
    expect(limited.status()).toBe(429);
    expect(limited.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(await message(limited)).toMatch(/^Too many attempts/);
  });

  test("limits registrations per address", async ({ request }) => {
    const data = { email: uniqueEmail("busy"), password: PASSWORD, firstName: "A", lastName: "B" };
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await request.post("/api-next/auth/register", { data })).status());
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});

test.describe("passwords", () => {
  test("changes the password with the spec's fields and messages", async ({ baseURL, playwright }) => {
    const { api, email } = await signedUpUser(baseURL!);
    const update = (data: Record<string, string>) => api.post("/api-next/auth/password/update", { data });
    const mismatch = await update({
      old_password: PASSWORD,
      new_password1: "new secret 1",
      new_password2: "new secret 2",
    });
    expect(mismatch.status()).toBe(400);
    expect(await message(mismatch)).toContain("Passwords do not match");
    const short = await update({ old_password: PASSWORD, new_password1: "short", new_password2: "short" });
    expect(await message(short)).toContain("Password must be at least 8 characters");
    const wrongOld = await update({
      old_password: "not my password",
      new_password1: "new secret 1",
      new_password2: "new secret 1",
    });
    expect(wrongOld.status()).toBe(400);
    const ok = await update({ old_password: PASSWORD, new_password1: "new secret 1", new_password2: "new secret 1" });
    expect(ok.status()).toBe(200);
    expect((await api.get("/api-next/user/session")).status()).toBe(200);
    const fresh = await playwright.request.newContext({ baseURL });
    expect((await fresh.post("/api-next/auth/login", { data: { email, password: "new secret 1" } })).status()).toBe(
      200,
    );
    const visitor = await playwright.request.newContext({ baseURL });
    const anonymous = await visitor.post("/api-next/auth/password/update", {
      data: { old_password: "x", new_password1: "new secret 1", new_password2: "new secret 1" },
    });
    expect(anonymous.status()).toBe(401);
  });

  test("mails a reset link whose token sets a new password for that user only", async ({ baseURL, playwright }) => {
    const { email, pk } = await signedUpUser(baseURL!);
    const other = await signedUpUser(baseURL!, "other");
    const visitor = await playwright.request.newContext({ baseURL });
    const forgot = await visitor.post("/api-next/auth/password/forgot", { data: { email } });
    expect(forgot.status()).toBe(200);
    const link = linkIn((await lastMailTo(email)).text);
    expect(link.pathname).toBe("/auth/signin");
    const token = link.searchParams.get("reset") ?? "";
    const data = { new_password1: "reset secret 1", new_password2: "reset secret 1", token };
    const stolen = await visitor.post(`/api-next/auth/password/${other.pk}/create_password`, { data });
    expect(stolen.status()).toBe(400);
    expect((await visitor.post(`/api-next/auth/password/${pk}/create_password`, { data })).status()).toBe(200);
    expect((await visitor.post("/api-next/auth/login", { data: { email, password: "reset secret 1" } })).status()).toBe(
      200,
    );
    const unknown = await visitor.post("/api-next/auth/password/forgot", { data: { email: uniqueEmail("ghost") } });
    expect(unknown.status()).toBe(200);
    expect((await visitor.post("/api-next/auth/password/forgot", { data: { email: "nope" } })).status()).toBe(400);
  });

  test("limits reset mails per account", async ({ baseURL, playwright }) => {
    const { email } = await signedUpUser(baseURL!);
    const visitor = await playwright.request.newContext({ baseURL });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await visitor.post("/api-next/auth/password/forgot", { data: { email } })).status());
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

test.describe("the user's own account", () => {
  test("updates profile fields, refusing invalid ones and another user's profile", async ({ baseURL }) => {
    const me = await signedUpUser(baseURL!);
    const them = await signedUpUser(baseURL!, "them");
    const ok = await me.api.patch(`/api-next/user/profile/${me.pk}`, {
      data: { first_name: "Marie", gender: "female", language: "ar-sa", newsletter: true },
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({ first_name: "Marie", profile: { gender: "female", language: "ar-sa" } });
    for (const data of [{ email: "bad" }, { first_name: "" }, { gender: "other" }, { language: "xx-yy" }, {}]) {
      expect((await me.api.patch(`/api-next/user/profile/${me.pk}`, { data })).status()).toBe(400);
    }
    const taken = await me.api.patch(`/api-next/user/profile/${me.pk}`, { data: { email: them.email } });
    expect(taken.status()).toBe(409);
    expect((await me.api.patch(`/api-next/user/profile/${them.pk}`, { data: { first_name: "Evil" } })).status()).toBe(
      403,
    );
    expect((await me.api.get(`/api-next/user/${them.pk}`)).status()).toBe(403);
    expect((await me.api.patch(`/api-next/user/${them.pk}`, { data: { first_name: "Evil" } })).status()).toBe(403);
    expect((await me.api.delete(`/api-next/user/${them.pk}`)).status()).toBe(403);
    expect(
      (await me.api.post(`/api-next/user/${them.pk}/add_email`, { data: { email: uniqueEmail() } })).status(),
    ).toBe(403);
    expect(((await (await them.api.get("/api-next/user/session")).json()) as { first_name: string }).first_name).toBe(
      "Test",
    );
  });

  test("reads and changes the account by id and adds an email", async ({ baseURL }) => {
    const me = await signedUpUser(baseURL!);
    expect(await (await me.api.get(`/api-next/user/${me.pk}`)).json()).toMatchObject({ pk: me.pk, email: me.email });
    const patched = await me.api.patch(`/api-next/user/${me.pk}`, { data: { last_name: "Curie" } });
    expect(await patched.json()).toMatchObject({ last_name: "Curie" });
    const address = uniqueEmail("new");
    const added = await me.api.post(`/api-next/user/${me.pk}/add_email`, { data: { email: address } });
    expect(added.status()).toBe(200);
    expect(await added.json()).toMatchObject({ email: address });
    expect((await me.api.post(`/api-next/user/${me.pk}/add_email`, { data: { email: "nope" } })).status()).toBe(400);
  });

  test("deletes the account: the session ends and the password no longer signs in", async ({ baseURL, playwright }) => {
    const me = await signedUpUser(baseURL!);
    const deleted = await me.api.delete(`/api-next/user/${me.pk}`);
    expect(deleted.status()).toBe(204);
    expect((await me.api.get("/api-next/user/session")).status()).toBe(401);
    const api = await playwright.request.newContext({ baseURL });
    expect((await api.post("/api-next/auth/login", { data: { email: me.email, password: PASSWORD } })).status()).toBe(
      401,
    );
  });

  test("hides Google sign-in when it is not configured", async ({ request }) => {
    const response = await request.post("/api-next/auth/sso/connect/google", { data: {} });
    expect(response.status()).toBe(404);
    expect((await request.post("/api-next/auth/sso/connect/myspace", { data: {} })).status()).toBe(400);
    expect((await request.post("/api-next/auth/sso/disconnect", { data: { id_token: "x" } })).status()).toBe(401);
  });
});
