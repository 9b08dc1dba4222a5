#!/usr/bin/env bash
# Makes this machine ready for the tests: Debian's Chromium for browser tests, MariaDB and Redis answering.
set -euo pipefail

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium from Debian's packages..."
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

mysql_up() { mysqladmin --protocol=tcp -h 127.0.0.1 -P 3306 -uroot ping >/dev/null 2>&1; }
if ! mysql_up; then
  if [ -x /usr/sbin/mariadbd ]; then
    echo "Starting MariaDB..."
    start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
    for _ in $(seq 1 60); do mysql_up && break; sleep 1; done
  fi
  mysql_up || { echo "MariaDB is not answering on 127.0.0.1:3306 and could not be started." >&2; exit 1; }
fi
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }
if ! redis_up; then
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "Installing Redis from Debian's packages..."
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
  fi
  echo "Starting Redis..."
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  for _ in $(seq 1 30); do redis_up && break; sleep 0.5; done
  redis_up || { echo "Redis is not answering on 127.0.0.1:6379 and could not be started." >&2; exit 1; }
fi
echo "Test machine ready: Chromium at /usr/bin/chromium, MariaDB on 127.0.0.1:3306, Redis on 127.0.0.1:6379."
