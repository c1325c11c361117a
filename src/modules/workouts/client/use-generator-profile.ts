"use client";

import { useCallback, useEffect, useState } from "react";
import { loadHttp } from "@/lib/lazy-http";
import { useUserStore } from "@/modules/accounts/client/stores";
import type { GeneratorProfileDto } from "../generator/dto";

const PATH = "/api-next/workout/generator/preferences";

/** A signed-in user's generator profile (avoid list, equipment per place); null for visitors and until loaded. */
export function useGeneratorProfile() {
  const user = useUserStore((state) => state.user);
  const [profile, setProfile] = useState<GeneratorProfileDto | null>(null);

  useEffect(() => {
    if (!user) return;
    let live = true;
    void loadHttp()
      .then((http) => http.get(PATH).json<GeneratorProfileDto>())
      .then((answer) => live && setProfile(answer))
      .catch((error: unknown) => console.error("Failed to load the generator profile", error));
    return () => {
      live = false;
    };
  }, [user]);

  const save = useCallback(async (next: GeneratorProfileDto) => {
    const http = await loadHttp();
    setProfile(await http.put(PATH, { json: next }).json<GeneratorProfileDto>());
  }, []);

  return { profile: user ? profile : null, save };
}
