import type { AllowEntry, AllowList } from "./untranslated";

/** A word a language shares with English, listed once for each locale that uses it. */
const shared = (text: string, reason: string, locales: string[]): Record<string, AllowEntry[]> =>
  Object.fromEntries(locales.map((locale) => [locale, [{ text, reason }]]));

function combine(...parts: Record<string, AllowEntry[]>[]): Record<string, AllowEntry[]> {
  const result: Record<string, AllowEntry[]> = {};
  for (const part of parts)
    for (const [locale, entries] of Object.entries(part)) (result[locale] ??= []).push(...entries);
  return result;
}

/**
 * The reviewed texts that read the same as English, each with why. `untranslated.test.ts` fails on any
 * other copied or missing text, and on an entry here that no longer excuses anything.
 */
export const SAME_AS_ENGLISH: AllowList = {
  allLocales: [
    { text: "MoveAtlas", reason: "Our brand name is never translated." },
    { text: "MoveAtlas Premium", reason: "The plan's brand name is never translated." },
    { text: "Premium", reason: "The plan's name, shown as a brand like MoveAtlas." },
    { text: "Facebook", reason: "A company name." },
    { text: "X", reason: "A company name." },
    { text: "App Store", reason: "Apple's store name, shown on its badge." },
    { text: "Google Play", reason: "Google's store name, shown on its badge." },
    { text: "TRX", reason: "The brand name gyms use for suspension trainers." },
    { text: "Vitruvian", reason: "The brand name of the connected trainer." },
    { text: "kg", reason: "The international unit symbol." },
    { text: "lb", reason: "The unit symbol users of pounds read everywhere." },
    { text: "s", reason: "The international symbol for seconds." },
    { text: "{value} kg", reason: "A number and the international unit symbol." },
    { text: "{value} lb", reason: "A number and the pound symbol." },
    { text: "{value} g", reason: "A number and the international unit symbol." },
    { text: "{value} kcal", reason: "A number and the unit symbol on food labels." },
    { text: "Strong", reason: "The name of the app whose export we import." },
    { text: "Hevy", reason: "The name of the app whose export we import." },
    { text: "RIR", reason: "Lifters everywhere write reps in reserve as RIR; the hint beside it is translated." },
    { text: "RPE", reason: "Lifters everywhere write perceived exertion as RPE; the hint beside it is translated." },
    {
      text: "M. Brzycki, Strength testing: predicting a one-rep max from reps-to-fatigue, Journal of Physical Education, Recreation and Dance 64 (1993).",
      reason: "A citation keeps the title it was published under.",
    },
  ],
  locales: combine(
    shared("Yoga", "The discipline has the same name in this language.", [
      "pt-br",
      "es-es",
      "de-de",
      "fr-fr",
      "tr-tr",
      "it-it",
    ]),
    shared("Cardio", "Gyms in this language say cardio for endurance training.", [
      "pt-br",
      "es-es",
      "de-de",
      "fr-fr",
      "it-it",
      "pl-pl",
    ]),
    shared("Powerlifting", "The sport's name in this language.", [
      "pt-br",
      "es-es",
      "de-de",
      "fr-fr",
      "tr-tr",
      "it-it",
    ]),
    shared("Strongman", "The sport's name in this language.", [
      "pt-br",
      "es-es",
      "de-de",
      "fr-fr",
      "tr-tr",
      "it-it",
      "pl-pl",
    ]),
    shared("Kettlebells", "The implement's name in this language's gyms.", ["es-es", "de-de", "fr-fr"]),
    shared("Articles", "The plural of article is spelled the same in French.", ["fr-fr"]),
    shared("Superman", "The exercise is named after the pose in this language's gyms too.", [
      "es-es",
      "fr-fr",
      "it-it",
      "pl-pl",
    ]),
    shared("{minutes} min", "min is this language's own abbreviation for minutes.", [
      "pt-br",
      "es-es",
      "fr-fr",
      "it-it",
      "pl-pl",
    ]),
    shared("{min}–{max} min", "min is this language's own abbreviation for minutes.", [
      "pt-br",
      "es-es",
      "it-it",
      "pl-pl",
    ]),
    shared("A-Z", "Apps in this language mark alphabetical order with the Latin letters too.", [
      "pt-br",
      "es-es",
      "hi-in",
      "fr-fr",
      "tr-tr",
      "it-it",
      "pl-pl",
    ]),
    shared("Biceps", "The muscle's name in this language.", ["fr-fr", "pl-pl"]),
    shared("Triceps", "The muscle's name in this language.", ["fr-fr", "pl-pl"]),
    shared("Plan", "The everyday word for a subscription plan in this language.", ["es-es", "pl-pl"]),
    shared("Model", "The word for the body figure in this language.", ["tr-tr", "pl-pl"]),
    shared("Imperial (lb, ft, in)", "The unit system has the same name in this language.", ["pt-br", "es-es"]),
    shared("Plank", "The name every gym in this language uses for the exercise.", ["tr-tr", "it-it"]),
    {
      "pt-br": [{ text: "Leg Press", reason: "Brazilian gyms call the machine and the exercise leg press." }],
      "de-de": [
        { text: "Workouts", reason: "The German word (Duden), used in every German text of the site." },
        { text: "Equipment", reason: "The German word (Duden), used in every German text of the site." },
        { text: "Level", reason: "The German word (Duden), used in every German text of the site." },
        { text: "Crunches", reason: "The German name of the exercise (Duden)." },
      ],
      "fr-fr": [
        { text: "Muscles", reason: "The French word." },
        { text: "Routines", reason: "The French word for training routines." },
        { text: "{count, plural, one {# article} other {# articles}}", reason: "The French words." },
        { text: "Muscle", reason: "The French word." },
        { text: "Pages", reason: "The French word." },
        { text: "Page {page}", reason: "The French word." },
        { text: "{title} – page {page}", reason: "The French word." },
        { text: "Alternatives", reason: "The French word." },
        { text: "Suggestions", reason: "The French word." },
        { text: "Contact", reason: "The French word." },
        { text: "Source", reason: "The French word." },
        { text: "Circuit {group}", reason: "The French word." },
        { text: "Circuit {letter}", reason: "The French word." },
        { text: "Obliques", reason: "The muscles' French name." },
        { text: "Machine", reason: "The French word." },
        { text: "Smith Machine", reason: "French gyms say Smith machine, as the French exercise names do." },
        { text: "Novice", reason: "The French word." },
        { text: "Effort", reason: "The French word." },
      ],
      "it-it": [
        { text: "Home", reason: "Italian sites call their home page Home." },
        { text: "Email", reason: "The Italian word." },
        { text: "Password", reason: "The Italian word." },
        { text: "Account", reason: "The Italian word." },
        { text: "Stretching", reason: "The Italian word for stretching exercises." },
      ],
      "tr-tr": [{ text: "Protein", reason: "The Turkish word." }],
    },
    shared("+15 s", "A number and the international symbol for seconds.", [
      "de-de",
      "es-es",
      "fr-fr",
      "it-it",
      "pl-pl",
      "pt-br",
    ]),
    shared("−15 s", "A number and the international symbol for seconds.", [
      "de-de",
      "es-es",
      "fr-fr",
      "it-it",
      "pl-pl",
      "pt-br",
    ]),
    shared("{count} min", "A number and the international symbol for minutes.", [
      "es-es",
      "fr-fr",
      "it-it",
      "pl-pl",
      "pt-br",
    ]),
    shared("D", "Lifters in this language mark a drop set with the letter D.", [
      "de-de",
      "es-es",
      "fr-fr",
      "hi-in",
      "ja-jp",
      "pl-pl",
      "pt-br",
      "tr-tr",
    ]),
    shared("F", "Lifters in this language mark a set to failure with the letter F.", [
      "es-es",
      "fr-fr",
      "hi-in",
      "ja-jp",
      "pt-br",
    ]),
    shared("W", "Lifters in this language mark a warm-up set with the letter W.", ["hi-in", "ja-jp"]),
    shared("Drop set", "Gyms in this language use the English term.", ["pl-pl", "tr-tr"]),
    shared("Volume", "The same word for training volume in this language.", ["fr-fr", "it-it", "pt-br"]),
    shared("Record", "The same word for a personal best in this language.", ["fr-fr", "it-it"]),
    {
      "fr-fr": [
        { text: "Records", reason: "The French plural for personal bests." },
        { text: "Notes", reason: "The French word." },
        { text: "endurance", reason: "The French word for endurance." },
        { text: "Date", reason: "The French word." },
      ],
      "de-de": [{ text: "Training", reason: "The German word." }],
      "tr-tr": [
        { text: "Set", reason: "Turkish gyms say set." },
        { text: "Set {number}", reason: "Turkish gyms say set." },
      ],
    },
  ),
  /** Empty today; a billing text copied from English is listed here only while the Premium texts are written. */
  pendingBilling: {},
  /** Empty today: every translated step differs from English. */
  pendingSteps: {},
};
