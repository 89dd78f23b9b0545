#!/usr/bin/env bash
# Runs the whole `npm test` while stress-ng keeps four CPU workers busy, the load on which tests
# that wait on time rather than on states used to fail. Any arguments replace `npm test` (for
# instance `npm run test:stress -- npx vitest run apps/server/test/foo.test.ts`).
set -euo pipefail

cd "$(dirname "$0")/.."

if ! command -v stress-ng >/dev/null 2>&1; then
  echo "stress-ng is not installed: apt-get install stress-ng (Debian's package)" >&2
  exit 1
fi

stress-ng --cpu 4 --quiet &
stress_pid=$!
trap 'kill "$stress_pid" 2>/dev/null || true; wait "$stress_pid" 2>/dev/null || true' EXIT

if (($# > 0)); then
  "$@"
else
  npm test
fi
