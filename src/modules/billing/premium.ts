import { create } from "zustand";

/**
 * Whether the visitor has Premium (premium or premium_cancelled). Pages are cached whole, so this is
 * known in the browser only; the accounts work fills it from the session. Until then: not premium.
 */
export const usePremiumStore = create<{ premium: boolean; setPremium: (premium: boolean) => void }>()((set) => ({
  premium: false,
  setPremium: (premium) => set({ premium }),
}));

export const useIsPremium = () => usePremiumStore((state) => state.premium);
