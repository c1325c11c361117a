// A path with broken percent-encoding (`/exercise/%`, `%E0%A4%A`) names nothing: Next would fail
// decoding it with a 500. It gets a 400 here, in JSON under the API and in plain text for pages.

/** Whether every percent-escape of the path decodes to UTF-8. */
export function isMalformedPath(url = "/") {
  const path = url.split("?")[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export function answerMalformedPath(req, res) {
  const api = (req.url ?? "").startsWith("/api-next");
  const body = api
    ? JSON.stringify({ error: { code: "VALIDATION", message: "The address is not valid", details: {} } })
    : "Bad request: the address is not valid.";
  res.writeHead(400, {
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(body);
}
