import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { errorResponse, pageLinks } from "./http";

describe("errorResponse", () => {
  it("maps coded errors to their status with the message", async () => {
    const response = errorResponse(new AppError("NOT_FOUND", "Exercise not found"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Exercise not found" } });
  });

  it("turns validation failures into 400 naming the field", async () => {
    const result = z.object({ limit: z.number().max(100, "must be between 1 and 100") }).safeParse({ limit: 500 });
    const response = errorResponse(result.error);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION", message: "limit: must be between 1 and 100" },
    });
  });

  it("hides unexpected failures behind a generic 500", async () => {
    const response = errorResponse(new Error("connection refused at 10.0.0.1"));
    expect(response.status).toBe(500);
    const body = JSON.stringify(await response.json());
    expect(body).not.toContain("10.0.0.1");
    expect(body).toContain("Something went wrong");
  });
});

describe("pageLinks", () => {
  it("keeps filters and moves the offset", () => {
    const links = pageLinks("http://x/api-next/exercises?muscle=chest&limit=10&offset=10", 35, 10, 10);
    expect(links).toEqual({
      next: "/api-next/exercises?muscle=chest&limit=10&offset=20",
      previous: "/api-next/exercises?muscle=chest&limit=10&offset=0",
    });
    expect(pageLinks("http://x/e", 5, 10, 0)).toEqual({ next: null, previous: null });
  });
});
