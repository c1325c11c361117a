import { READING_WORDS_PER_MINUTE } from "./categories";

/** Minutes to read `words` at an unhurried pace, rounded up; never less than one. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
