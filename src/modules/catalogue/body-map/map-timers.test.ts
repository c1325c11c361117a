import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyFatigue, scheduleHighlight, whenMapReady } from "./map-timers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("scheduleHighlight", () => {
  it("applies after 500 ms and can be cancelled", () => {
    const apply = vi.fn();
    scheduleHighlight(apply);
    vi.advanceTimersByTime(499);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    scheduleHighlight(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("whenMapReady", () => {
  it("waits 200 ms, then checks every 100 ms until the map exists", () => {
    let ready = false;
    const run = vi.fn();
    whenMapReady(() => ready, run);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 300);
    expect(run).not.toHaveBeenCalled();
    ready = true;
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledOnce();
  });

  it("proceeds anyway after 50 checks", () => {
    const run = vi.fn();
    const isReady = vi.fn(() => false);
    whenMapReady(isReady, run);
    vi.advanceTimersByTime(200 + 50 * 100);
    expect(run).toHaveBeenCalledOnce();
    expect(isReady).toHaveBeenCalledTimes(51);
  });
});

describe("applyFatigue", () => {
  it("paints valid entries and skips bad colours and short names", () => {
    const painted: string[] = [];
    applyFatigue(
      [
        { muscle_name: "chest", daily_gradient: "#ff0000" },
        { muscle_name: "quads", daily_gradient: "red" },
        { muscle_name: "ab", daily_gradient: "#00ff00" },
      ],
      (muscle, colour) => (painted.push(`${muscle}:${colour}`), true),
      vi.fn(),
    );
    expect(painted).toEqual(["chest:#ff0000"]);
  });

  it("retries a missing muscle five times at 200 ms, then reports it", () => {
    const paint = vi.fn(() => false);
    const report = vi.fn();
    applyFatigue([{ muscle_name: "lats", daily_gradient: "#123456" }], paint, report);
    vi.advanceTimersByTime(5 * 200);
    expect(paint).toHaveBeenCalledTimes(6);
    expect(report).toHaveBeenCalledWith("lats");
  });
});
