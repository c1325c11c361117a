import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { outboxMailer } from "./outbox";

const RESET_LINK = "https://moveatlas.example/auth/signin?reset=secret-token-123&pk=u1";
const message = { to: "ada@example.com", subject: "Reset your password", text: `Open ${RESET_LINK} within an hour.` };

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

async function sendWith(revealContent: boolean) {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  const lines: string[] = [];
  await outboxMailer(dir, (line) => lines.push(line), { revealContent }).send(message);
  const [file] = await readdir(dir);
  return { lines, file: path.join(dir, file!) };
}

describe("the local outbox", () => {
  it("in production logs only where the mail was written, never its link or recipient", async () => {
    const { lines, file } = await sendWith(false);
    expect(lines).toEqual([`mail written to ${file}`]);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject(message);
  });

  it("elsewhere logs the recipient, the subject and the link, for local testing", async () => {
    const { lines, file } = await sendWith(true);
    expect(lines).toEqual([`mail to ada@example.com: "Reset your password" ${RESET_LINK} (${file})`]);
  });
});
