"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { SessionUserDto } from "../../dto";
import { SESSION_KEY } from "../../client/use-session";
import { useUserStore } from "../../client/stores";

/** After a change on the server: the answer becomes the remembered and cached user. */
export function useUserUpdate() {
  const queryClient = useQueryClient();
  return (user: SessionUserDto) => {
    useUserStore.getState().setUser(user);
    queryClient.setQueryData(SESSION_KEY, user);
  };
}
