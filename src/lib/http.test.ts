import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { errorResponse, MAX_JSON_BYTES, pageLinks, parseInput, readJson } from "./http";

describe("errorResponse", () => {
  it("maps coded errors to their status with the message", async () => {
    const response = errorResponse(new AppError("PLAN_LIMIT", { message: "Limit reached", details: { limit: 3 } }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "PLAN_LIMIT", message: "Limit reached", details: { limit: 3 } },
    });
  });

  it("turns validation failures into 400 naming the field, with the schema's key per field", async () => {
    const result = z.object({ limit: z.number().max(100, "tooLarge") }).safeParse({ limit: 500 });
    const response = errorResponse(result.error, (key) => (key === "tooLarge" ? "must be at most 100" : key));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION", message: "limit: must be at most 100", details: { fields: { limit: "tooLarge" } } },
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

describe("parseInput", () => {
  it("refuses NUL characters anywhere in the input before the schema sees it", () => {
    const schema = z.object({ profile: z.object({ first_name: z.string() }) });
    expect(() => parseInput(schema, { profile: { first_name: "Ada\u0000" } })).toThrow(
      expect.objectContaining({
        code: "VALIDATION",
        details: { fields: { "profile.first_name": "invalidCharacters" } },
      }),
    );
    expect(parseInput(schema, { profile: { first_name: "Ada" } })).toEqual({ profile: { first_name: "Ada" } });
  });
});

describe("readJson", () => {
  const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
    new Request("http://x/api", { method: "POST", body, headers });

  it("reads a JSON body, and an empty one as no fields", async () => {
    expect(await readJson(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(post("", {}))).toEqual({});
  });

  it("refuses other content types (415), bodies over the limit (413) and broken JSON (400)", async () => {
    await expect(readJson(post('{"a":1}', { "content-type": "text/plain" }))).rejects.toMatchObject({ status: 415 });
    await expect(readJson(post("x".repeat(MAX_JSON_BYTES + 1)))).rejects.toMatchObject({ status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const chunked = new Request("http://x/api", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    await expect(readJson(chunked)).rejects.toMatchObject({ status: 413 });
    await expect(readJson(post("{broken"))).rejects.toMatchObject({ status: 400 });
  });
});
