"use client";

import { exerciseJsonLd, scriptJson, type ExerciseFacts } from "../exercise-json-ld";

/*
 * Client components on purpose: the page passes both the same `steps` array, so its React payload
 * carries the step texts once, where a server-rendered list and JSON-LD would each repeat them.
 */

/**
 * The numbered steps of an exercise. Steps not yet written in the reader's language come in English:
 * `dir="auto"` lays such a list out left to right on a right-to-left page, full stops at the ends.
 */
export function ExerciseSteps({ steps }: { steps: string[] }) {
  return (
    <ol dir="auto" className="mt-3 list-decimal space-y-2 ps-5">
      {steps.map((text, index) => (
        <li key={index}>{text}</li>
      ))}
    </ol>
  );
}

/** The page's schema.org HowTo, for search engines. */
export function ExerciseJsonLd(facts: ExerciseFacts) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(exerciseJsonLd(facts)) }} />;
}
