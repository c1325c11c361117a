import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts as signInMethods, favourites, sessions, users, verifications } from "@/db/schema";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/db/testing/test-database";
import {
  contextFor,
  createTestAccounts,
  requestHeaders,
  signedInContextFor,
  uniqueEmail,
  type TestAccounts,
} from "../testing/test-accounts";
import { deleteAccount } from "./delete-account";
import { createPassword, forgotPassword, updatePassword } from "./passwords";
import { updateProfile } from "./profile";
import { login, register } from "./sign-in";
import { disconnectSocial } from "./social";

describe.each(testDrivers())("password, profile and deletion on %s", (driver) => {
  let database: TestDatabase;
  let accounts: TestAccounts;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    accounts = createTestAccounts(database.db);
  });
  afterAll(() => database.dispose());

  async function newUser(password = "first password") {
    const email = uniqueEmail();
    const { body, headers } = await register(await contextFor(accounts, requestHeaders(), "en-us"), {
      email,
      password,
      firstName: "Grace",
      lastName: "Hopper",
    });
    return { email, user: body.user, cookies: headers };
  }

  it("changes the password: the old one stops working, the new one signs in", async () => {
    const { email, cookies } = await newUser();
    await updatePassword(await signedInContextFor(accounts, requestHeaders({ cookies })), {
      old_password: "first password",
      new_password1: "second password",
      new_password2: "second password",
    });
    await expect(
      login(await contextFor(accounts, requestHeaders()), { email, password: "first password" }),
    ).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      login(await contextFor(accounts, requestHeaders()), { email, password: "second password" }),
    ).resolves.toBeTruthy();
  });

  it("refuses a wrong current password", async () => {
    const { cookies } = await newUser();
    await expect(
      updatePassword(await signedInContextFor(accounts, requestHeaders({ cookies })), {
        old_password: "not it at all",
        new_password1: "second password",
        new_password2: "second password",
      }),
    ).rejects.toMatchObject({ status: 400, message: "The current password is not correct" });
  });

  it("resets a forgotten password through the mailed link, once", async () => {
    const { email, user } = await newUser();
    await forgotPassword(await contextFor(accounts, requestHeaders()), { email: email });
    const mail = accounts.outbox.find((message) => message.to === email);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://missing");
    expect(link.pathname).toBe("/auth/signin");
    expect(link.searchParams.get("pk")).toBe(user.pk);
    const token = link.searchParams.get("reset") ?? "";
    const input = { new_password1: "brand new secret", new_password2: "brand new secret", token };
    await createPassword(await contextFor(accounts, requestHeaders()), { pk: user.pk, ...input });
    await expect(
      login(await contextFor(accounts, requestHeaders()), { email, password: "brand new secret" }),
    ).resolves.toBeTruthy();
    await expect(
      createPassword(await contextFor(accounts, requestHeaders()), { pk: user.pk, ...input }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("writes the reset mail in the user's language, with a link to their localized page", async () => {
    const email = uniqueEmail("de");
    await register(await contextFor(accounts, requestHeaders(), "de-de"), {
      email,
      password: "first password",
      firstName: "Jo",
      lastName: "Do",
    });
    await forgotPassword(await contextFor(accounts, requestHeaders()), { email: email });
    const mail = accounts.outbox.find((message) => message.to === email);
    const german = JSON.parse(readFileSync("messages/de-de.json", "utf8")) as { mail: { resetSubject: string } };
    expect(mail?.subject).toBe(german.mail.resetSubject.replace("{site}", "MoveAtlas"));
    expect(new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://x").pathname).toBe("/de-de/auth/signin");
  });

  it("does not let a reset token set another user's password", async () => {
    const victim = await newUser();
    const attacker = await newUser();
    await forgotPassword(await contextFor(accounts, requestHeaders()), { email: attacker.email });
    const mail = accounts.outbox.find((message) => message.to === attacker.email);
    const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://x").searchParams.get("reset") ?? "";
    await expect(
      createPassword(await contextFor(accounts, requestHeaders()), {
        pk: victim.user.pk,
        ...{ new_password1: "taken over now", new_password2: "taken over now", token },
      }),
    ).rejects.toMatchObject({ status: 400, message: "This reset link is invalid or has expired" });
  });

  it("sends no mail for an unknown address and answers the same", async () => {
    const before = accounts.outbox.length;
    await expect(
      forgotPassword(await contextFor(accounts, requestHeaders()), { email: uniqueEmail("ghost") }),
    ).resolves.toBeUndefined();
    expect(accounts.outbox.length).toBe(before);
  });

  it("updates profile fields and refuses an address another account uses", async () => {
    const { user, cookies } = await newUser();
    const other = await newUser();
    const own = await signedInContextFor(accounts, requestHeaders({ cookies }));
    const updated = await updateProfile(own, {
      id: user.pk,
      first_name: "Amazing",
      gender: "female",
      language: "fa-ir",
      newsletter: true,
    });
    expect(updated).toMatchObject({
      first_name: "Amazing",
      last_name: "Hopper",
      profile: { gender: "female", language: "fa-ir", newsletter: true },
    });
    await expect(updateProfile(own, { id: user.pk, email: other.email })).rejects.toMatchObject({
      status: 409,
      message: "Account Already Exists",
    });
  });

  it("deletes every row of the user and nothing of anyone else", async () => {
    const doomed = await newUser();
    const kept = await newUser();
    await forgotPassword(await contextFor(accounts, requestHeaders()), { email: doomed.email });
    await login(await contextFor(accounts, requestHeaders()), { email: doomed.email, password: "first password" });
    await deleteAccount(await signedInContextFor(accounts, requestHeaders({ cookies: doomed.cookies })), {
      id: doomed.user.pk,
    });

    const rows = async (userId: string) => {
      const counts = await Promise.all([
        database.db.select({ n: count() }).from(users).where(eq(users.id, userId)),
        database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)),
        database.db.select({ n: count() }).from(signInMethods).where(eq(signInMethods.userId, userId)),
        database.db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId)),
        database.db.select({ n: count() }).from(verifications).where(eq(verifications.value, userId)),
      ]);
      return counts.map(([row]) => row?.n ?? 0);
    };
    expect(await rows(doomed.user.pk)).toEqual([0, 0, 0, 0, 0]);
    expect((await rows(kept.user.pk)).slice(0, 3)).toEqual([1, 1, 1]);
    await expect(
      login(await contextFor(accounts, requestHeaders()), { email: doomed.email, password: "first password" }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe("an account that signs in with Google only", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.dispose());

  it("sets its first password itself (nobody else can), then may disconnect Google", async () => {
    const accounts = createTestAccounts(database.db, { google: { clientId: "client", clientSecret: "secret" } });
    const context = await accounts.auth.$context;
    const email = uniqueEmail("google");
    // As Google sign-up leaves it: a user and a Google sign-in method, no password.
    const user = await context.internalAdapter.createUser(
      { email, name: "Only Google", emailVerified: true },
      { method: "oauth" },
    );
    await context.internalAdapter.linkAccount({ userId: user.id, providerId: "google", accountId: "google-sub-1" });
    const session = await context.internalAdapter.createSession(user.id);
    const own = requestHeaders({ bearer: session.token });
    const input = { new_password1: "my first password", new_password2: "my first password" };

    const stranger = await register(await contextFor(accounts, requestHeaders(), "en-us"), {
      email: uniqueEmail(),
      password: "stranger password",
      firstName: "S",
      lastName: "T",
    });
    await expect(
      createPassword(await contextFor(accounts, requestHeaders({ cookies: stranger.headers })), {
        pk: user.id,
        ...input,
      }),
    ).rejects.toMatchObject({ status: 403 });

    await expect(
      disconnectSocial(await signedInContextFor(accounts, own), { id_token: "google-sub-1" }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Set a password before disconnecting your last sign-in method",
    });

    await createPassword(await contextFor(accounts, own), { pk: user.id, ...input });
    const { body } = await login(await contextFor(accounts, requestHeaders()), {
      email,
      password: "my first password",
    });
    expect(body.user).toMatchObject({
      has_password: true,
      social_connections: [{ provider: "google", id: "google-sub-1" }],
    });
    await disconnectSocial(await signedInContextFor(accounts, own), { id_token: "google-sub-1" });
    expect((await (await signedInContextFor(accounts, own)).user).social_connections).toEqual([]);
  });
});
