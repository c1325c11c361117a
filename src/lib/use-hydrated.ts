import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/** False while the server renders and the browser hydrates, true after: for what only the device knows. */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
