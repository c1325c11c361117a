import type { KyInstance } from "ky";
import type { AuthAnswerDto, SessionUserDto } from "../dto";
import type { ProfileUpdateInput } from "../schemas";
import { loadHttp } from "@/lib/lazy-http";

const AUTH = "/api-next/auth";
const USER = "/api-next/user";
const once = { retry: 0 } as const;

/** Runs a request with the HTTP client, loading it first if needed. */
const call = <T>(request: (http: KyInstance) => Promise<T>): Promise<T> => loadHttp().then(request);

export const accountApi = {
  session: () => call((http) => http.get(`${USER}/session`, { retry: 1 }).json<SessionUserDto>()),
  login: (json: { email: string; password: string }) =>
    call((http) => http.post(`${AUTH}/login`, { json, ...once }).json<AuthAnswerDto>()),
  register: (json: { email: string; password: string; firstName: string; lastName: string; terms: true }) =>
    call((http) => http.post(`${AUTH}/register`, { json, ...once }).json<AuthAnswerDto>()),
  logout: () => call((http) => http.post(`${AUTH}/logout`, once)),
  updatePassword: (json: { old_password: string; new_password1: string; new_password2: string }) =>
    call((http) => http.post(`${AUTH}/password/update`, { json, ...once })),
  forgotPassword: (email: string) => call((http) => http.post(`${AUTH}/password/forgot`, { json: { email }, ...once })),
  createPassword: (pk: string, json: { new_password1: string; new_password2: string; token?: string }) =>
    call((http) => http.post(`${AUTH}/password/${encodeURIComponent(pk)}/create_password`, { json, ...once })),
  connectSocial: (provider: "google", callbackUrl: string) =>
    call((http) =>
      http
        .post(`${AUTH}/sso/connect/${provider}?callbackUrl=${encodeURIComponent(callbackUrl)}`, { json: {}, ...once })
        .json<{ url?: string; token?: string | null }>(),
    ),
  disconnectSocial: (accountId: string) =>
    call((http) => http.post(`${AUTH}/sso/disconnect`, { json: { id_token: accountId } })),
  updateProfile: (id: string, json: ProfileUpdateInput) =>
    call((http) => http.patch(`${USER}/profile/${encodeURIComponent(id)}`, { json }).json<SessionUserDto>()),
  addEmail: (id: string, email: string) =>
    call((http) =>
      http.post(`${USER}/${encodeURIComponent(id)}/add_email`, { json: { email } }).json<SessionUserDto>(),
    ),
  deleteAccount: (id: string) => call((http) => http.delete(`${USER}/${encodeURIComponent(id)}`, once)),
};
