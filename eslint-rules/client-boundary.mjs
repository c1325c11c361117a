/**
 * Code that runs in the browser (a "use client" file, or any file in a module's client folders) never
 * imports server code, the database, integrations or Node built-ins, not even for types: shapes that
 * reach the browser live in the module's dto.ts.
 */
const FORBIDDEN = [
  { pattern: /^@\/db(\/|$)/, what: "the database" },
  { pattern: /^@\/integrations(\/|$)/, what: "an integration" },
  { pattern: /^(@\/|\.{1,2}\/)(.*\/)?server(\/|$)/, what: "server code" },
  { pattern: /^server-only$/, what: "server code" },
  { pattern: /^node:/, what: "a Node built-in" },
];

const CLIENT_FOLDERS = [
  /\/src\/modules\/[^/]+\/(components|client)\//,
  /\/src\/modules\/catalogue\/(body-map|search|favourites)\//,
  /\/src\/components\//,
];

const isClientDirective = (statement) =>
  statement.type === "ExpressionStatement" && statement.directive === "use client";

export default {
  meta: {
    type: "problem",
    docs: { description: "Browser code imports no server code, database, integration or Node built-in" },
    messages: {
      forbidden:
        "Code that runs in the browser cannot import {{what}} ('{{source}}'); move shared types to the module's dto.ts.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll("\\", "/");
    let client = CLIENT_FOLDERS.some((folder) => folder.test(file));
    const check = (source) => {
      if (!client || typeof source?.value !== "string") return;
      const hit = FORBIDDEN.find(({ pattern }) => pattern.test(source.value));
      if (hit) context.report({ node: source, messageId: "forbidden", data: { what: hit.what, source: source.value } });
    };
    return {
      Program(program) {
        if (program.body.some(isClientDirective)) client = true;
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
