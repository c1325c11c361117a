export const SITE_NAME = "MoveAtlas";
export const EXERCISE_PAGE_SIZE = 10;
export const SEARCH_MIN_CHARS = 3;

/**
 * Our public profiles and app store listings. Neutral placeholders until the accounts exist: each is
 * replaced here, in one place, and the footer, the mobile-app panel and the legal pages follow.
 */
export const SOCIAL_PROFILES = {
  video: "https://video.example.com/@moveatlas",
  photo: "https://photos.example.com/moveatlas",
  shortPost: "https://posts.example.com/moveatlas",
  network: "https://social.example.com/moveatlas",
} as const;

export type SocialProfile = keyof typeof SOCIAL_PROFILES;

export const APP_STORE_URL = "https://apps.example.com/app-store/moveatlas";
export const PLAY_STORE_URL = "https://apps.example.com/play-store/moveatlas";
/** Where the mobile-app panel's QR code leads: one link that sends each phone to its own store. */
export const APP_DOWNLOAD_URL = "https://apps.example.com/moveatlas";
/** The external form for data and API requests named on the legal pages (opens in a new tab). */
export const API_REQUEST_FORM_URL = "https://forms.example.com/moveatlas/api-request";
/** Where privacy and legal requests are sent. */
export const LEGAL_CONTACT_EMAIL = "privacy@moveatlas.example";
