#!/usr/bin/env bash
# Proves that `npm ci` accepts package-lock.json, as CI will. The registry these machines reach lacks
# some platform builds of recent releases (e.g. tailwind's oxide after 4.3.3), and npm then writes a
# lockfile that `npm ci` refuses; run this after adding or upgrading a dependency.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp "$root/package.json" "$root/package-lock.json" "$tmp/"
cd "$tmp"
if npm ci --dry-run --ignore-scripts --no-audit --no-fund >"$tmp/ci.log" 2>&1; then
  echo "package-lock.json: npm ci accepts it"
else
  grep -E "npm error (code|Missing|Invalid)" "$tmp/ci.log" | head -20 >&2
  echo "package-lock.json: npm ci refuses it (see above)" >&2
  exit 1
fi
