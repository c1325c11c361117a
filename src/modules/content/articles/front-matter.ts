/**
 * The front matter of an article file: `key: value` lines between two `---` lines, then the body.
 * Only that flat shape is read (no nesting, no YAML types): every value is a string for the schema to check.
 */
export type FrontMatterFile = { fields: Record<string, string>; body: string };

export function splitFrontMatter(source: string): FrontMatterFile {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) throw new Error("the file must start with front matter between two '---' lines");
  const fields: Record<string, string> = {};
  for (const [index, line] of (match[1] ?? "").split("\n").entries()) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const pair = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (!pair?.[1]) throw new Error(`front matter line ${index + 1} is not 'key: value'`);
    if (pair[1] in fields) throw new Error(`front matter key '${pair[1]}' is repeated`);
    fields[pair[1]] = unquote((pair[2] ?? "").trim());
  }
  return { fields, body: text.slice(match[0].length) };
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted ? (quoted[1] ?? "") : value;
}
