/** What an exercise page says about itself to search engines, in the reader's language. */
export type ExerciseFacts = {
  name: string;
  url: string;
  image: string;
  language: string;
  tools: string[];
  steps: string[];
  muscles: string[];
};

/** schema.org HowTo for an exercise page: its steps, equipment and illustration. */
export function exerciseJsonLd(facts: ExerciseFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: facts.name,
    url: facts.url,
    image: facts.image,
    inLanguage: facts.language,
    tool: facts.tools.map((name) => ({ "@type": "HowToTool", name })),
    step: facts.steps.map((text, index) => ({ "@type": "HowToStep", position: index + 1, text })),
    about: facts.muscles.map((name) => ({ "@type": "Thing", name })),
  };
}

/** JSON for a <script> element: '<' escaped so no text can close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
