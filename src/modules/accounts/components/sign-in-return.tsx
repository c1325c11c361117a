"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";
import { safeRedirectPath } from "@/lib/safe-redirect";
import type { SessionUserDto } from "../dto";
import { accountApi } from "../client/account-api";
import { useRememberUser } from "../client/use-session";
import { useAccountModals } from "../client/stores";
import { AlmostDoneDialog } from "./almost-done-dialog";
import { CreatePasswordDialog, ForgotPasswordDialog } from "./password-dialogs";
import { SsoDialog } from "./notice-dialogs";

/**
 * What the sign-in page does with its query: `reset` + `pk` (a mailed link) opens the new-password
 * dialog; `sso=1` (back from Google) loads the user and asks for missing names; `error` explains.
 */
export function SignInReturn({ home }: { home: string }) {
  // Its own boundary: reading the query suspends on a prerendered page, and the sign-in form beside
  // it must not wait for that (it would appear only after hydration and push the page down).
  return (
    <Suspense>
      <ArrivalDialogs home={home} />
    </Suspense>
  );
}

function ArrivalDialogs({ home }: { home: string }) {
  const params = useSearchParams();
  const router = useRouter();
  const signedIn = useRememberUser();
  const [ssoUser, setSsoUser] = useState<SessionUserDto | null>(null);
  // Kept from arrival: the link's token leaves the address bar once used, the dialog stays.
  const [resetLink] = useState(() => {
    const token = params.get("reset");
    const pk = params.get("pk");
    return token && pk ? { token, pk } : null;
  });
  const callbackUrl = safeRedirectPath(params.get("callbackUrl"), home);

  useEffect(() => {
    const modals = useAccountModals.getState();
    if (resetLink) modals.show("createPassword");
    else if (params.get("error")) modals.show("sSO");
    else if (params.get("sso") === "1") {
      accountApi
        .session()
        .then((user) => {
          signedIn(user);
          if (user.first_name && user.last_name) router.replace(callbackUrl);
          else {
            setSsoUser(user);
            modals.show("almostDone");
          }
        })
        .catch(() => modals.show("sSO"));
    }
    // Runs once per arrival: the query is what the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <ForgotPasswordDialog />
      <SsoDialog />
      {resetLink ? (
        <CreatePasswordDialog
          pk={resetLink.pk}
          token={resetLink.token}
          onDone={() => window.history.replaceState(null, "", window.location.pathname)}
        />
      ) : null}
      {ssoUser ? (
        <AlmostDoneDialog
          user={ssoUser}
          onDone={(user) => {
            signedIn(user);
            router.replace(callbackUrl);
          }}
        />
      ) : null}
    </>
  );
}
