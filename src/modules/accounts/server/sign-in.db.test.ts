import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts as signInMethods, sessions, users } from "@/db/schema";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/db/testing/test-database";
import { AppError } from "@/lib/errors";
import {
  contextFor,
  createTestAccounts,
  requestHeaders,
  signedInContextFor,
  uniqueEmail,
  type TestAccounts,
} from "../testing/test-accounts";
import { login, logout, register } from "./sign-in";

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
    const { body, headers } = await register(await contextFor(accounts, requestHeaders(), "de-de"), input());
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
    const me = await (await signedInContextFor(accounts, requestHeaders({ cookies: headers }))).user;
    expect(me.pk).toBe(body.user.pk);
  });

  it("refuses a second account for the same address, whatever its case", async () => {
    const email = uniqueEmail();
    await register(await contextFor(accounts, requestHeaders(), "en-us"), input(email));
    await expect(
      register(await contextFor(accounts, requestHeaders(), "en-us"), input(email.toUpperCase())),
    ).rejects.toMatchObject({
      code: "ALREADY_EXISTS",
      message: "Account Already Exists",
    });
  });

  it("signs in with the right password, by cookie and by bearer token", async () => {
    const email = uniqueEmail();
    await register(await contextFor(accounts, requestHeaders(), "en-us"), input(email));
    const { body, headers } = await login(await contextFor(accounts, requestHeaders()), {
      email,
      password: "correct horse",
    });
    expect((await (await signedInContextFor(accounts, requestHeaders({ cookies: headers }))).user).email).toBe(email);
    expect((await (await signedInContextFor(accounts, requestHeaders({ bearer: body.token }))).user).email).toBe(email);
  });

  it("answers 'Wrong User Or Password' for a wrong password or an unknown address", async () => {
    const email = uniqueEmail();
    await register(await contextFor(accounts, requestHeaders(), "en-us"), input(email));
    for (const attempt of [
      { email, password: "wrong password" },
      { email: uniqueEmail("nobody"), password: "correct horse" },
    ]) {
      const error = await login(await contextFor(accounts, requestHeaders()), attempt).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 401, message: "Wrong User Or Password" });
    }
  });

  it("logs out: the session row goes and the cookie is cleared", async () => {
    const { body, headers } = await register(await contextFor(accounts, requestHeaders(), "en-us"), input());
    const cleared = await logout(await contextFor(accounts, requestHeaders({ cookies: headers })));
    expect(cleared.getSetCookie().some((line) => /moveatlas\.session_token=;/.test(line))).toBe(true);
    const [left] = await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, body.user.pk));
    expect(left?.n).toBe(0);
    expect((await contextFor(accounts, requestHeaders({ cookies: headers }))).user).toBeNull();
  });

  it("stores the password hashed, never as given", async () => {
    const { body } = await register(await contextFor(accounts, requestHeaders(), "en-us"), input());
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
      const { headers } = await register(await contextFor(accounts, requestHeaders(), "en-us"), {
        email: uniqueEmail(),
        password: "correct horse",
        firstName: "A",
        lastName: "B",
      });
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
