// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePremiumStore } from "../premium";
import { HiddenForPremium } from "./hidden-for-premium";

afterEach(() => {
  cleanup();
  usePremiumStore.setState({ premium: false });
});

describe("HiddenForPremium", () => {
  it("shows ads to visitors without Premium and hides them as soon as Premium is known", () => {
    render(<HiddenForPremium>an ad</HiddenForPremium>);
    expect(screen.getByText("an ad")).toBeTruthy();
    act(() => usePremiumStore.getState().setPremium(true));
    expect(screen.queryByText("an ad")).toBeNull();
  });
});
