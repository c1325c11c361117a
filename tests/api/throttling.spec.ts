import { expect, test } from "@playwright/test";
import { PASSWORD, signedUpUser } from "../support/accounts";
import { requestFrom } from "../support/from-address";

// The server runs with TRUSTED_PROXIES=127.0.0.9 (playwright.config.ts): requests from there pose as
// a proxy; requests from any other loopback address are clients connecting directly.
const OWNER = "127.0.0.1";
const STRANGER = "127.0.0.2";
const PROXY = "127.0.0.9";

const wrongSignIn = (email: string) => ({ email, password: "wrong guess!" });

test.describe("throttling by address", () => {
  test("a forged X-Forwarded-For does not reset the count, and a stranger's failures do not lock the owner out", async ({
    baseURL,
  }) => {
    const { email } = await signedUpUser(baseURL!, "target");
    const login = `${baseURL}/api-next/auth/login`;
    for (let attempt = 0; attempt < 10; attempt++) {
      const reply = await requestFrom(STRANGER, login, {
        json: wrongSignIn(email),
        headers: { "x-forwarded-for": `198.51.100.${attempt}` },
      });
      expect(reply.status).toBe(401);
    }
    const stopped = await requestFrom(STRANGER, login, {
      json: { email, password: PASSWORD },
      headers: { "x-forwarded-for": "203.0.113.250" },
    });
    expect(stopped.status).toBe(429);
    expect(stopped.headers["retry-after"]).toMatch(/^\d+$/);

    const owner = await requestFrom(OWNER, login, { json: { email, password: PASSWORD } });
    expect(owner.status).toBe(200);
  });

  test("behind a trusted proxy, the client it forwarded for is counted, not what the client wrote", async ({
    baseURL,
  }) => {
    const { email } = await signedUpUser(baseURL!, "proxied");
    const login = `${baseURL}/api-next/auth/login`;
    // The client wrote the left entry; the proxy appended the address it saw.
    const via = (client: string, forged: string) => ({ "x-forwarded-for": `${forged}, ${client}` });
    for (let attempt = 0; attempt < 10; attempt++) {
      const reply = await requestFrom(PROXY, login, {
        json: wrongSignIn(email),
        headers: via("192.0.2.10", `10.9.9.${attempt}`),
      });
      expect(reply.status).toBe(401);
    }
    const stopped = await requestFrom(PROXY, login, {
      json: wrongSignIn(email),
      headers: via("192.0.2.10", "10.9.9.99"),
    });
    expect(stopped.status).toBe(429);
    const otherClient = await requestFrom(PROXY, login, {
      json: { email, password: PASSWORD },
      headers: via("192.0.2.11", "10.9.9.99"),
    });
    expect(otherClient.status).toBe(200);
  });

  test("guesses of the current password through a session are limited to ten in 15 minutes", async ({ baseURL }) => {
    const { token } = await signedUpUser(baseURL!, "guessed");
    const update = `${baseURL}/api-next/auth/password/update`;
    const change = (oldPassword: string) => ({
      json: { old_password: oldPassword, new_password1: "another long secret", new_password2: "another long secret" },
      headers: { authorization: `Bearer ${token}` },
    });
    for (let attempt = 0; attempt < 10; attempt++) {
      // From changing addresses: the limit is the account's.
      const reply = await requestFrom(`127.0.0.${20 + attempt}`, update, change(`guess number ${attempt}`));
      expect(reply.status, reply.body).toBe(400);
    }
    const stopped = await requestFrom(OWNER, update, change(PASSWORD));
    expect(stopped.status).toBe(429);
    expect(stopped.headers["retry-after"]).toMatch(/^\d+$/);
  });
});
