import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { bearerToken } from "@/lib/bearer-token";
import type { SessionUserDto } from "../dto";

/**
 * Spec §3 persisted slices `user` and `auth`. Pages are cached whole and rendered for visitors, so
 * both hydrate from storage after mount (skipHydration) and SessionSync checks the user with the server.
 */
type UserState = {
  user: SessionUserDto | null;
  hydrated: boolean;
  /** Set while signing out or deleting the account: the page is leaving, the session must not be re-checked. */
  leaving: boolean;
  setUser: (user: SessionUserDto | null) => void;
};

export const useUserStore = create<UserState>()(
  persist((set) => ({ user: null, hydrated: false, leaving: false, setUser: (user) => set({ user }) }), {
    name: "user",
    storage: createJSONStorage(() => localStorage),
    partialize: ({ user }) => ({ user }),
    skipHydration: true,
    onRehydrateStorage: () => () => useUserStore.setState({ hydrated: true }),
  }),
);

/**
 * Tokens for clients that authenticate with a bearer token (the session cookie is httpOnly, so the
 * browser itself needs none; the slice stays empty there unless a client stores one).
 */
type AuthState = { access: string | null; refresh: string | null; clearTokens: () => void };

export const useAuthStore = create<AuthState>()(
  persist((set) => ({ access: null, refresh: null, clearTokens: () => set({ access: null, refresh: null }) }), {
    name: "auth",
    storage: createJSONStorage(() => localStorage),
    partialize: ({ access, refresh }) => ({ access, refresh }),
    skipHydration: true,
  }),
);

bearerToken.read = () => useAuthStore.getState().access;

export function rehydrateAccountStores() {
  void useAuthStore.persist.rehydrate();
  void useUserStore.persist.rehydrate();
}

/** Spec §3 modal flags of the account dialogs; only one is open at a time. */
export type AccountModal =
  | "login"
  | "register"
  | "forgotPassword"
  | "createPassword"
  | "socialConnected"
  | "almostDone"
  | "sSO"
  | "unsavedChanges";

export const useAccountModals = create<{ open: AccountModal | null; show: (modal: AccountModal | null) => void }>()(
  (set) => ({ open: null, show: (open) => set({ open }) }),
);

/** One dialog's open state and its change handler, for Dialog's props. */
export function useAccountModal(name: AccountModal) {
  const open = useAccountModals((state) => state.open === name);
  const show = useAccountModals((state) => state.show);
  return { open, onOpenChange: (next: boolean) => show(next ? name : null) };
}
