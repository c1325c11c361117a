import type { ExerciseDto } from "./dto";

/** schema.org HowTo for an exercise page: its steps, equipment and illustration. */
export function exerciseJsonLd(exercise: ExerciseDto, options: { url: string; image: string; language: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: exercise.name,
    url: options.url,
    image: options.image,
    inLanguage: options.language,
    tool: exercise.equipment.map((kit) => ({ "@type": "HowToTool", name: kit.name })),
    step: exercise.correct_steps.map((step, index) => ({ "@type": "HowToStep", position: index + 1, text: step.text })),
    about: exercise.muscles_primary.map((muscle) => ({ "@type": "Thing", name: muscle.name })),
  };
}

/** JSON for a <script> element: '<' escaped so no text can close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
