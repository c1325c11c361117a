// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "../../../../messages/en-us.json";
import { ExerciseMedia } from "./exercise-media";

afterEach(cleanup);

const renderMedia = (video: string | null) =>
  render(
    <NextIntlClientProvider locale="en-us" messages={messages}>
      <ExerciseMedia video={video} illustration="/exercise-image/squat.svg" alt="Muscles worked by Squat" />
    </NextIntlClientProvider>,
  );

describe("ExerciseMedia", () => {
  it("shows the illustration when there is no video", () => {
    const { container } = renderMedia(null);
    expect(screen.getByRole("img", { name: "Muscles worked by Squat" })).toBeTruthy();
    expect(container.querySelector("video")).toBeNull();
  });

  it("keeps the illustration as a placeholder until the video has loaded", () => {
    const { container } = renderMedia("https://media.example/squat-male.mp4");
    const video = container.querySelector("video");
    expect(video?.querySelector("source")?.getAttribute("src")).toBe("https://media.example/squat-male.mp4");
    expect(screen.getByRole("img")).toBeTruthy();
    fireEvent(video as HTMLVideoElement, new Event("loadeddata"));
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("explains when the browser cannot play the video", () => {
    const { container } = renderMedia("https://media.example/broken.mp4");
    fireEvent.error(container.querySelector("video") as HTMLVideoElement);
    expect(screen.getByRole("alert").textContent).toBe(
      "Your browser cannot play this video. Please try a different browser or source.",
    );
  });
});
