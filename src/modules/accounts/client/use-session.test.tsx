// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { HTTPError } from "ky";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUserDto } from "../dto";
import { accountApi } from "./account-api";
import { useAuthStore, useUserStore } from "./stores";
import { useSessionSync } from "./use-session";

const user = { pk: "u1", email: "a@example.com", status: "registered" } as SessionUserDto;

function unauthorized() {
  const request = new Request("http://localhost/api-next/user/session");
  return new HTTPError(new Response(null, { status: 401 }), request, {} as never);
}

/** One query cache per test, kept across re-renders. */
function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.setState({ user: null, hydrated: false, leaving: false });
  useAuthStore.setState({ access: null, refresh: null });
  window.history.pushState({}, "", "/");
});

describe("useSessionSync", () => {
  it("asks nothing of the server for a visitor on an open page", async () => {
    const session = vi.spyOn(accountApi, "session");
    useUserStore.setState({ hydrated: true });
    renderHook(() => useSessionSync("en-us", vi.fn()), { wrapper: cache() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session).not.toHaveBeenCalled();
  });

  it("refreshes the remembered user from the server", async () => {
    vi.spyOn(accountApi, "session").mockResolvedValue({ ...user, first_name: "Fresh" });
    useUserStore.setState({ hydrated: true, user });
    renderHook(() => useSessionSync("en-us", vi.fn()), { wrapper: cache() });
    await waitFor(() => expect(useUserStore.getState().user?.first_name).toBe("Fresh"));
  });

  it("on a 401 on a protected page: forgets the user, clears the token and goes to sign in", async () => {
    vi.spyOn(accountApi, "session").mockRejectedValue(unauthorized());
    window.history.pushState({}, "", "/de-de/settings?tab=password");
    useUserStore.setState({ hydrated: true, user });
    useAuthStore.setState({ access: "stale-token" });
    const navigate = vi.fn();
    renderHook(() => useSessionSync("de-de", navigate), { wrapper: cache() });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/de-de/auth/signin?callbackUrl=%2Fde-de%2Fsettings%3Ftab%3Dpassword"),
    );
    expect(useUserStore.getState().user).toBeNull();
    expect(useAuthStore.getState().access).toBeNull();
  });

  it("on a 401 elsewhere: signs the device out without leaving the page", async () => {
    vi.spyOn(accountApi, "session").mockRejectedValue(unauthorized());
    window.history.pushState({}, "", "/exercise/barbell-squat");
    useUserStore.setState({ hydrated: true, user });
    useAuthStore.setState({ access: "kept-token" });
    const navigate = vi.fn();
    renderHook(() => useSessionSync("en-us", navigate), { wrapper: cache() });
    await waitFor(() => expect(useUserStore.getState().user).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
    expect(useAuthStore.getState().access).toBe("kept-token");
  });
});
