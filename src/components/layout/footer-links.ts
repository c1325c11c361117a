import type { SocialProfile } from "@/config/site";
import type { Theme } from "./theme-menu";

/** The footer's columns and where each link leads (shared by the server, which words them, and the view). */
export const FOOTER_COLUMNS = {
  explore: {
    exercises: "/exercises",
    generator: "/workout-generator",
    routines: "/routines",
    articles: "/articles",
    calculators: "/calculators",
    directory: "/directory",
  },
  company: { about: "/about", pricing: "/pricing", credits: "/credits" },
  legal: {
    terms: "/terms",
    privacy: "/privacy-policy",
    appPrivacy: "/app-privacy-policy",
    imageUse: "/image-use-policy",
  },
} as const;

export type FooterColumn = keyof typeof FOOTER_COLUMNS;
export type FooterLinkKey = { [C in FooterColumn]: keyof (typeof FOOTER_COLUMNS)[C] }[FooterColumn];

/** Every text of the footer, in the reader's language. */
export type FooterLabels = {
  headings: Record<FooterColumn | "follow" | "getApp", string>;
  links: Record<FooterLinkKey, string>;
  social: Record<SocialProfile, string>;
  newTab: string;
  appStore: { small: string; big: string };
  playStore: { small: string; big: string };
  rights: string;
  theme: { label: string } & Record<Theme, string>;
};
