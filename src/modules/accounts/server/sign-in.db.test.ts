import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts as signInMethods, sessions, users } from "@/db/schema";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/db/testing/test-database";
import { AppError } from "@/lib/errors";
import { createTestAccounts, requestHeaders, uniqueEmail, type TestAccounts } from "../testing/test-accounts";
import { login, logout, register, sessionUser } from "./sign-in";

describe.each(testDrivers())("sign-up, sign-in and sessions on %s", (driver) => {
  let database: TestDatabase;
  let accounts: TestAccounts;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    accounts = createTestAccounts(database.db);
  });
  afterAll(() => database.dispose());

  const input = (email = uniqueEmail()) => ({
    email,
    password: "correct horse",
    firstName: "Ada",
    lastName: "Lovelace",
  });

  it("registers a user with the spec's session shape and a session cookie", async () => {
    const { body, headers } = await register(accounts, input(), "de-de", requestHeaders());
    expect(body.user).toMatchObject({
      status: "registered",
      first_name: "Ada",
      last_name: "Lovelace",
      has_password: true,
      profile: { id: body.user.pk, language: "de-de", premium: false, premium_cancelled: false },
    });
    const cookie = headers.getSetCookie().find((line) => line.startsWith("moveatlas.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const me = await sessionUser(accounts, requestHeaders({ cookies: headers }));
    expect(me.pk).toBe(body.user.pk);
  });

  it("refuses a second account for the same address, whatever its case", async () => {
    const email = uniqueEmail();
    await register(accounts, input(email), "en-us", requestHeaders());
    await expect(register(accounts, input(email.toUpperCase()), "en-us", requestHeaders())).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Account Already Exists",
    });
  });

  it("signs in with the right password, by cookie and by bearer token", async () => {
    const email = uniqueEmail();
    await register(accounts, input(email), "en-us", requestHeaders());
    const { body, headers } = await login(accounts, { email, password: "correct horse" }, requestHeaders());
    expect((await sessionUser(accounts, requestHeaders({ cookies: headers }))).email).toBe(email);
    expect((await sessionUser(accounts, requestHeaders({ bearer: body.token }))).email).toBe(email);
  });

  it("answers 'Wrong User Or Password' for a wrong password or an unknown address", async () => {
    const email = uniqueEmail();
    await register(accounts, input(email), "en-us", requestHeaders());
    for (const attempt of [
      { email, password: "wrong password" },
      { email: uniqueEmail("nobody"), password: "correct horse" },
    ]) {
      const error = await login(accounts, attempt, requestHeaders()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 401, message: "Wrong User Or Password" });
    }
  });

  it("logs out: the session row goes and the cookie is cleared", async () => {
    const { body, headers } = await register(accounts, input(), "en-us", requestHeaders());
    const cleared = await logout(accounts, requestHeaders({ cookies: headers }));
    expect(cleared.getSetCookie().some((line) => /moveatlas\.session_token=;/.test(line))).toBe(true);
    const [left] = await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, body.user.pk));
    expect(left?.n).toBe(0);
    await expect(sessionUser(accounts, requestHeaders({ cookies: headers }))).rejects.toMatchObject({ status: 401 });
  });

  it("stores the password hashed, never as given", async () => {
    const { body } = await register(accounts, input(), "en-us", requestHeaders());
    const [method] = await database.db.select().from(signInMethods).where(eq(signInMethods.userId, body.user.pk));
    expect(method?.providerId).toBe("credential");
    expect(method?.password).not.toContain("correct horse");
    const [user] = await database.db.select().from(users).where(eq(users.id, body.user.pk));
    expect(user?.name).toBe("Ada Lovelace");
  });
});

describe("session cookies on an https site", () => {
  it("are Secure as well as httpOnly and SameSite=Lax", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const accounts = createTestAccounts(database.db, { siteUrl: "https://moveatlas.example" });
      const { headers } = await register(
        accounts,
        { email: uniqueEmail(), password: "correct horse", firstName: "A", lastName: "B" },
        "en-us",
        requestHeaders(),
      );
      const cookie = headers.getSetCookie().find((line) => line.includes("session_token="));
      expect(cookie).toMatch(/^__Secure-moveatlas\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await database.dispose();
    }
  });
});
