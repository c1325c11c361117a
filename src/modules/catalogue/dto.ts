import type { Gender } from "@/modules/accounts/dto";
import type { ListingRoute } from "./listing-route";

export { GENDERS, type Gender } from "@/modules/accounts/dto";

/** The body map's muscle sets: the simple groups, the detailed (advanced) muscles, the joints. */
export const MAP_MODES = ["simple", "advanced", "joints"] as const;
export type MapMode = (typeof MAP_MODES)[number];

/** The equipment key of cardio machines: its listings skip muscle highlighting (spec §4). */
export const CARDIO_KEY = "cardio";

/** Tiers of a worked muscle; the database stores the same three (db/schema MUSCLE_TIERS). */
export type MuscleTier = "primary" | "secondary" | "tertiary";

export type NamedDto = { id: number; name: string; name_en_us: string };
export type KeyedDto = NamedDto & { key: string };
export type EquipmentDto = KeyedDto & { slug: string };
export type MuscleRefDto = NamedDto & { url_name: string; muscle_name: string };
export type MediaDto = { branded_video: string | null; og_image: string | null };

export type ExerciseDto = {
  id: number;
  slug: string;
  name: string;
  name_en_us: string;
  url: string;
  difficulty: KeyedDto;
  category: KeyedDto;
  equipment: EquipmentDto[];
  force: string | null;
  mechanic: string | null;
  grips: { name: string }[];
  muscles_primary: MuscleRefDto[];
  muscles_secondary: MuscleRefDto[];
  muscles_tertiary: MuscleRefDto[];
  advanced_muscles: Record<MuscleTier, MuscleRefDto[]>;
  joints: MuscleRefDto[];
  cardio: boolean;
  male_images: MediaDto[];
  female_images: MediaDto[];
  correct_steps: { text: string }[];
  long_form_content: { gender: { name_en_us: string }; youtube_link: string }[];
};

/** A saved exercise (My Exercises) with the exercise itself. */
export type FavouriteDto = { id: number; exercise_lite: { id: number }; exercise: ExerciseDto };

export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };
export type ListResponse<T> = { count: number; results: T[] };

export type MuscleDto = MuscleRefDto & {
  key: string;
  kind: "muscle" | "joint";
  is_simple: boolean;
  is_advanced: boolean;
  parent: string | null;
  side: string | null;
};

type GenderMedia = { og_image: string | null; branded_video: string | null };

/** One search suggestion (spec §3), with the name in the visitor's locale and in English. */
export type SearchSuggestionDto = {
  id: number;
  slug: string;
  target_url: string;
  urls: { male: string; female: string };
  category: { name: string; name_en_us: string };
  difficulty: { name: string; name_en_us: string };
  images: { male: GenderMedia; female: GenderMedia };
  name: string;
  name_en_us: string;
  [localizedName: `name_${string}`]: string;
};

/** A favourite as the list answers it to the browser: its id and the exercise it saves. */
export type FavouriteLiteDto = { id: number; exercise_lite: { id: number } };

/** Equipment as the body map keeps it; id 0 means none (the 'featured' listing). */
export type MapEquipment = { id: number; name: string; slug: string };

/** What a listing page shows: the exercises of one muscle (and equipment), paged, beside the map. */
export type ListingDto = {
  mode: MapMode;
  route: ListingRoute;
  muscle: MuscleDto;
  equipment: MapEquipment | null;
  /** Cardio mode lists cardio work whatever the muscle, and highlights no muscle. */
  cardio: boolean;
  title: string;
  count: number;
  totalPages: number;
  results: ExerciseDto[];
  /** Localized names of every muscle and joint, by key, for the body map. */
  names: Record<string, string>;
  /** The equipment checklist beside the map. */
  equipmentOptions: MapEquipment[];
};

/** What an exercise page shows for one model. */
export type ExercisePageDto = {
  gender: Gender;
  exercise: ExerciseDto;
  substitutions: ExerciseDto[];
  /** Absolute addresses, as search engines and share targets need them. */
  pageUrl: string;
  imageUrl: string;
  sharePath: string;
  siteOrigin: string;
  /** Our animated demonstration for the page's model and its key poses, when the exercise has one. */
  motion: { src: string; poses: string[] } | null;
};
