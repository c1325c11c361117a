/** The two body models and profile genders (the URL carries them as model=m|f). */
export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];

export type UserStatus = "premium" | "registered" | "anonymous";

export type SocialConnectionDto = { provider: string; id: string };

/** The user as the spec's session call answers it. */
export type SessionUserDto = {
  pk: string;
  email: string;
  status: UserStatus;
  first_name: string;
  last_name: string;
  has_password: boolean;
  social_connections: SocialConnectionDto[];
  profile: {
    id: string;
    language: string;
    premium: boolean;
    premium_cancelled: boolean;
    gender: Gender | null;
    newsletter: boolean;
  };
};

/** Login and registration answer the user and the session token (for clients that send it as a bearer). */
export type AuthAnswerDto = { user: SessionUserDto; token: string };
