#!/bin/sh
# Runs a command with Node 24 (a supported line, docs/production-build.md) from npm's `node@24`
# package, which npx puts first on PATH, so the command and every `node` it starts use it:
#   scripts/node24.sh npm run test:unit
set -eu
if [ "$#" -eq 0 ]; then
  echo "usage: scripts/node24.sh <command> [args...]" >&2
  exit 2
fi
exec npx --yes --package node@24 -- sh -c 'echo "[node24] node $(node --version)"; exec "$@"' node24 "$@"
