#!/usr/bin/env bash
# Everything CI runs: checks, unit and API tests on SQLite and on MariaDB, the built server as several
# processes, then browser e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC

bash scripts/test-setup.sh

# Each stage's header carries the time it started, so a run's log shows where its minutes went.
stage() { echo "== $1 ($(date -u +%H:%M:%S))"; }

stage "lint, format and typecheck"
npm run check

stage "unit and API tests (SQLite)"
npx turbo run test --concurrency=1

stage "API tests (MariaDB)"
TEST_DB=mysql npm run test --workspace=@portal/server

stage "build"
npx turbo run build

stage "server processes: two instances on MariaDB + Redis + S3, restart after kill -9"
npm run test:processes --workspace=@portal/server

stage "browser e2e (Chromium): web app"
npm run e2e --workspace=@portal/web

stage "browser e2e (Chromium): desktop staff screens"
npm run e2e --workspace=@portal/desktop

stage "done"
