import { describe, expect, it } from "vitest";
import { englishMessages as english } from "./messages";
import { clientMessages } from "./client-messages";

describe("clientMessages", () => {
  it("keeps the namespaces client components read and drops the rest", () => {
    const picked = clientMessages(english);
    expect(picked.bodyMap).toEqual(english.bodyMap);
    expect(picked.search).toEqual(english.search);
    expect(picked.exercise).toEqual({ videoError: english.exercise.videoError });
    expect(picked).not.toHaveProperty("home");
    expect(picked).not.toHaveProperty("premium");
  });
});
