import { del, get, set } from "idb-keyval";
import { useSyncExternalStore } from "react";
import type { StateStorage } from "zustand/middleware";

/**
 * IndexedDB (through idb-keyval) for a persisted store: it outlasts a full local storage, is written
 * without blocking the page, and is the same database the service worker sees. A value left in local
 * storage by an earlier version moves over on its first read.
 */
const indexedDbStorage: StateStorage = {
  getItem: async (name) => {
    const stored = await get<string>(name);
    if (stored !== undefined) return stored;
    const earlier = localStorage.getItem(name);
    if (earlier !== null) {
      await set(name, earlier);
      localStorage.removeItem(name);
    }
    return earlier;
  },
  setItem: (name, value) => set(name, value),
  removeItem: (name) => del(name),
};

/** Stores that hold one user's data (a session in progress): removed from the device at sign-out. */
export const PRIVATE_STORE_KEYS = { trainingSession: "training-session" } as const;

export async function forgetPrivateStores(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  await Promise.all(Object.values(PRIVATE_STORE_KEYS).map((key) => del(key)));
}

/** For `createJSONStorage`: none on the server or where IndexedDB is missing (the store stays in memory). */
export function deviceStorage(): StateStorage {
  if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
  return indexedDbStorage;
}

type PersistApi = { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };

/** False until a persisted store has read what the device keeps (IndexedDB answers later than a render). */
export function usePersistHydrated(persist: PersistApi): boolean {
  return useSyncExternalStore(
    (changed) => persist.onFinishHydration(changed),
    () => persist.hasHydrated(),
    () => false,
  );
}
