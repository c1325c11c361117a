"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { localePath } from "@/config/locales";
import type { SessionUserDto } from "../dto";
import { isProtectedPath } from "../rules";
import { accountApi } from "./account-api";
import { isUnauthorized } from "@/lib/lazy-http";
import { forgetPrivateStores } from "@/lib/device-storage";
import { forgetPrivateCaches } from "@/lib/offline-caches";
import { useAuthStore, useUserStore } from "./stores";

export const SESSION_KEY = ["session"] as const;
export const SESSION_STALE_MS = 30_000;

/** The path without its locale prefix, as the protected-page rules see it. */
export function unprefixedPath(pathname: string): string {
  return pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, "") || "/";
}

/**
 * Keeps the persisted user in step with the server (cached 30 s, one retry). Asked only when this
 * device has signed in, or on a protected page. A 401 signs the device out; on a protected page it
 * also clears the stored token and sends the visitor to sign in, coming back afterwards (spec §8).
 */
const assignLocation = (url: string) => window.location.assign(url);

export function useSessionSync(locale: string, navigate = assignLocation) {
  const hydrated = useUserStore((state) => state.hydrated);
  const known = useUserStore((state) => state.user !== null);
  const leaving = useUserStore((state) => state.leaving);
  const pathname = typeof window === "undefined" ? "/" : window.location.pathname;
  const onProtected = isProtectedPath(unprefixedPath(pathname));
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: accountApi.session,
    enabled: hydrated && !leaving && (known || onProtected),
    staleTime: SESSION_STALE_MS,
    retry: (failures, error) => !isUnauthorized(error) && failures < 1,
  });
  useEffect(() => {
    if (query.data) useUserStore.getState().setUser(query.data);
  }, [query.data]);
  useEffect(() => {
    if (!isUnauthorized(query.error)) return;
    useUserStore.getState().setUser(null);
    if (onProtected) {
      useAuthStore.getState().clearTokens();
      const callback = `${window.location.pathname}${window.location.search}`;
      navigate(`${localePath(locale, "/auth/signin")}?callbackUrl=${encodeURIComponent(callback)}`);
    }
  }, [query.error, onProtected, locale, navigate]);
  return query;
}

/** After sign-in or any change on the server: the answer becomes the remembered and cached user. */
export function useRememberUser() {
  const queryClient = useQueryClient();
  return (user: SessionUserDto) => {
    useUserStore.getState().setUser(user);
    queryClient.setQueryData(SESSION_KEY, user);
  };
}

/**
 * Before leaving the page: forgets everything this device knows about the user (stores, tokens, cached
 * answers, a session in progress, and the pages and answers the service worker kept for offline use).
 */
export function useForgetUser() {
  const queryClient = useQueryClient();
  return async () => {
    useUserStore.setState({ user: null, leaving: true });
    useAuthStore.getState().clearTokens();
    queryClient.clear();
    try {
      await Promise.all([forgetPrivateCaches(), forgetPrivateStores()]);
    } catch (error) {
      console.warn("Could not empty the offline caches", error);
    }
  };
}
