#!/usr/bin/env bash
# `npm test`: typecheck, lint, catalogue check, unit and database tests, production build,
# then end-to-end tests in Debian's Chromium. Runs every stage it can, exits non-zero on any
# failure, and ends with the pass/fail counts.
set -uo pipefail
cd "$(dirname "$0")/.."

failed_stages=()
run_stage() {
  local name=$1
  shift
  echo ""
  echo "=== ${name} ==="
  if ! "$@"; then failed_stages+=("$name"); return 1; fi
}

ensure_chromium() {
  local chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
  [ -x "$chromium" ] && return 0
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
    echo "Chromium is missing: installing Debian's chromium package."
    DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    [ -x "$chromium" ] && return 0
  fi
  echo "Chromium was not found at $chromium and could not be installed with apt-get." >&2
  echo "Install Debian's 'chromium' package (or set CHROMIUM_PATH) and run npm test again." >&2
  return 1
}

mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json test-results/cluster.json

run_stage "typecheck" npx tsc --noEmit
run_stage "lint" npx eslint --max-warnings=0 .
run_stage "catalogue check" npx tsx scripts/check-catalogue.ts
run_stage "workouts check" npx tsx scripts/check-workouts.ts
run_stage "motions check" npx tsx scripts/check-motions.ts
run_stage "unit and database tests" npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
if run_stage "production build" node scripts/build.mjs; then
  run_stage "chromium" ensure_chromium && run_stage "end-to-end tests" npx playwright test
  # Two instances of the build behind nginx; skipped without TEST_DATABASE_URL and TEST_REDIS_URL.
  run_stage "cluster tests" npx vitest run --config vitest.cluster.config.ts --reporter=default --reporter=json --outputFile.json=test-results/cluster.json
fi

node scripts/test-summary.mjs "${failed_stages[@]}"
