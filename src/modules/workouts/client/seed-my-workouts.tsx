"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { WorkoutsPage } from "../dto";
import { MY_WORKOUTS_KEY } from "./queries";

/** Puts the server's answer into the query cache before the list renders, so no spinner shows on arrival. */
export function SeedMyWorkouts({ page, children }: { page: WorkoutsPage; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => {
    if (!queryClient.getQueryData(MY_WORKOUTS_KEY)) queryClient.setQueryData(MY_WORKOUTS_KEY, page);
    return null;
  });
  return children;
}
