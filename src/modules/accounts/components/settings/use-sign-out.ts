"use client";

import { useState } from "react";
import { accountApi } from "../../client/account-api";
import { useForgetUser } from "../../client/use-session";

/** Signs out, forgets the user and cached data on this device, and goes home (spec §4). */
export function useSignOut(home: string) {
  const forget = useForgetUser();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await accountApi.logout();
    } catch (error) {
      // The device forgets the user either way; the server session expires on its own.
      console.warn("Logout failed", error);
    }
    await forget();
    window.location.assign(home);
  };
  return { signOut, busy };
}
