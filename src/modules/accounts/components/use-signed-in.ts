"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { SessionUserDto } from "../dto";
import { SESSION_KEY } from "../client/use-session";
import { useUserStore } from "../client/stores";

/** After sign-in or registration: remember the user and seed the session cache with it. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: SessionUserDto) => {
    useUserStore.getState().setUser(user);
    queryClient.setQueryData(SESSION_KEY, user);
  };
}
