import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/db/testing/test-database";
import {
  contextFor,
  createTestAccounts,
  requestHeaders,
  signedInContextFor,
  TEST_SITE_URL,
  uniqueEmail,
} from "../testing/test-accounts";
import { register } from "./sign-in";
import { connectSocial, disconnectSocial } from "./social";

describe("Google sign-in", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.dispose());

  it("is unavailable without credentials", async () => {
    const accounts = createTestAccounts(database.db);
    await expect(
      connectSocial(await contextFor(accounts, requestHeaders()), {
        provider: "google",
        code: undefined,
        callbackPath: "/",
      }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("starts the consent flow with our client id and our callback path", async () => {
    const accounts = createTestAccounts(database.db, { google: { clientId: "client-123", clientSecret: "shh" } });
    const result = await connectSocial(await contextFor(accounts, requestHeaders()), {
      provider: "google",
      code: undefined,
      callbackPath: "/settings?tab=social",
    });
    if (!("url" in result)) throw new Error("expected a consent URL");
    const url = new URL(result.url);
    expect(url.hostname).toBe("accounts.google.com");
    expect(url.searchParams.get("client_id")).toBe("client-123");
    expect(url.searchParams.get("redirect_uri")).toBe(`${TEST_SITE_URL}/api-next/auth/callback/google`);
  });

  it("refuses to disconnect a connection the user does not have", async () => {
    const accounts = createTestAccounts(database.db, { google: { clientId: "client-123", clientSecret: "shh" } });
    const { headers } = await register(await contextFor(accounts, requestHeaders(), "en-us"), {
      email: uniqueEmail(),
      password: "long password",
      firstName: "A",
      lastName: "B",
    });
    await expect(
      disconnectSocial(await signedInContextFor(accounts, requestHeaders({ cookies: headers })), {
        id_token: "google-account-1",
      }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
