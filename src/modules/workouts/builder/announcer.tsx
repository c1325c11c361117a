"use client";

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** What the builder says to screen readers (a move's new position, an added or swapped exercise). */
export const useAnnounce = () => useContext(AnnounceContext);

/**
 * One polite live region for the whole builder. The text is cleared first, so the same sentence
 * twice in a row (moving down two steps to the same end) is still read.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState("");
  const frame = useRef<number | undefined>(undefined);
  const announce = useCallback((next: string) => {
    setMessage("");
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setMessage(next));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="builder-announcer">
        {message}
      </p>
    </AnnounceContext.Provider>
  );
}
