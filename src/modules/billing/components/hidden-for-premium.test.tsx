// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useUserStore } from "@/modules/accounts/client/stores";
import type { SessionUserDto } from "@/modules/accounts/dto";
import { HiddenForPremium } from "./hidden-for-premium";

const user = (premium: boolean, premiumCancelled = false): SessionUserDto => ({
  pk: "u1",
  email: "a@example.com",
  status: premium || premiumCancelled ? "premium" : "registered",
  first_name: "A",
  last_name: "B",
  has_password: true,
  social_connections: [],
  profile: {
    id: "u1",
    language: "en-us",
    premium,
    premium_cancelled: premiumCancelled,
    gender: null,
    newsletter: false,
  },
});

afterEach(() => {
  cleanup();
  useUserStore.setState({ user: null });
});

describe("HiddenForPremium", () => {
  it("shows ads to visitors and free users and hides them once a Premium user is known", () => {
    render(<HiddenForPremium>an ad</HiddenForPremium>);
    expect(screen.getByText("an ad")).toBeTruthy();
    act(() => useUserStore.getState().setUser(user(false)));
    expect(screen.getByText("an ad")).toBeTruthy();
    act(() => useUserStore.getState().setUser(user(true)));
    expect(screen.queryByText("an ad")).toBeNull();
  });

  it("counts a cancelled subscription still flagged premium as Premium", () => {
    render(<HiddenForPremium>an ad</HiddenForPremium>);
    act(() => useUserStore.getState().setUser(user(false, true)));
    expect(screen.queryByText("an ad")).toBeNull();
  });
});
