import { useUserStore } from "@/modules/accounts/client/stores";
import type { SessionUserDto } from "@/modules/accounts/dto";

/** Premium includes a cancelled subscription still flagged premium (spec §1): the session says "premium". */
export const isPremiumUser = (user: SessionUserDto | null) => user?.status === "premium";

/** Whether the signed-in user has Premium; pages are cached whole, so this is known in the browser only. */
export const useIsPremium = () => useUserStore((state) => isPremiumUser(state.user));
