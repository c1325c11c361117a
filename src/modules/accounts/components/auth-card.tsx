import type { ReactNode } from "react";

/** The frame of the sign-in and registration pages: one centred card, full width on phones. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="surface rounded-3xl p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
        <p className="text-muted mt-1.5 mb-6">{intro}</p>
        {children}
      </div>
    </div>
  );
}
