#!/usr/bin/env bash
# The web browser suite in shards that run side by side, each with its own server, database, mailbox and
# provider stand-ins (ports apart), so tests that change site settings never meet. Most of a browser test is
# waiting on the page, so two shards on two cores take little more than half the time of one run.
# E2E_SHARDS=1 runs the suite as one run; extra arguments go to Playwright.
set -uo pipefail
cd "$(dirname "$0")/../web"

shards=${E2E_SHARDS:-2}
pids=()
for i in $(seq 1 "$shards"); do
  base=$((3000 + 100 * i))
  (
    E2E_PORT=$base E2E_MAIL_SMTP_PORT=$((base + 25)) E2E_MAIL_HTTP_PORT=$((base + 26)) \
      E2E_WIDGET_HOST_PORT=$((base + 50)) \
      npx playwright test --shard="$i/$shards" "$@" 2>&1 | sed -u "s/^/[web e2e $i\/$shards] /"
    exit "${PIPESTATUS[0]}"
  ) &
  pids+=($!)
done

failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
if [ "$failed" -ne 0 ]; then
  echo "web e2e: at least one shard failed (see the lines above marked with its number)" >&2
  exit 1
fi
