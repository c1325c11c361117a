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
    gender: "male" | "female" | null;
    newsletter: boolean;
  };
};

/** Login and registration answer the user and the session token (for clients that send it as a bearer). */
export type AuthAnswerDto = { user: SessionUserDto; token: string };
