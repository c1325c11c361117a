"use client";

import { useCallback } from "react";
import { useRouter } from "@/i18n/navigation";
import { useDiscardSync } from "../../client/use-session-sync";

/** Deletes the sessions discarded here without a connection, then shows the log without them. */
export function PendingDiscards() {
  const router = useRouter();
  useDiscardSync(useCallback(() => router.refresh(), [router]));
  return null;
}
