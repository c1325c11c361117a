import type { Messages } from "./messages";

/**
 * The only messages client components read. Every page carries what the client provider gets, so
 * it gets these and nothing else (the rest is rendered on the server).
 */
export const CLIENT_MESSAGE_PATHS = [
  "bodyMap",
  "share",
  "search",
  "ads",
  "errors",
  "exercise.videoError",
  "userMenu",
  "favourite",
  "appUpdate",
] as const;

export function clientMessages(messages: Messages): Partial<Messages> {
  const picked: Record<string, unknown> = {};
  for (const path of CLIENT_MESSAGE_PATHS) {
    const [namespace, key] = path.split(".") as [keyof Messages, string | undefined];
    const section = messages[namespace] as Record<string, unknown>;
    if (key === undefined) picked[namespace] = section;
    else picked[namespace] = { ...(picked[namespace] as object), [key]: section[key] };
  }
  return picked as Partial<Messages>;
}
