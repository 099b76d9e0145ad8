#!/usr/bin/env bash
# A throwaway PostgreSQL for the server tests (PostgreSQL 15 preferred, as in production).
#
#   bash scripts/postgres.sh        start one (or reuse the running one); the last line is
#                                   TEST_DATABASE_URL=postgres://…   e.g.
#                                   export "$(bash scripts/postgres.sh | tail -1)"
#   bash scripts/postgres.sh stop   stop it and delete its files
#
# Installs the Debian package when no server is found and we are root. Runs the server as the
# `postgres` user when started by root (created if missing), on 127.0.0.1 from port 55432 up.
# Environment: XNFZ_PG_STATE (default /tmp/xnfz-pg, holds `dir` and `port`), XNFZ_PG_PORT.
set -euo pipefail

STATE=${XNFZ_PG_STATE:-/tmp/xnfz-pg}
FIRST_PORT=${XNFZ_PG_PORT:-55432}
ROLE=xnfz_test
PASSWORD=xnfz_test

die() {
  echo "postgres.sh: $*" >&2
  exit 1
}

find_bin() {
  if [ -x /usr/lib/postgresql/15/bin/pg_ctl ]; then
    echo /usr/lib/postgresql/15/bin
    return
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -n "$dir" ] && [ -x "$dir/pg_ctl" ] && echo "$dir"
  return 0
}

# Runs a PostgreSQL program as the owner of the cluster (root may not run them).
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

url_line() {
  echo "TEST_DATABASE_URL=postgres://$ROLE:$PASSWORD@127.0.0.1:$1/postgres"
}

is_running() {
  [ -f "$STATE/dir" ] && [ -f "$STATE/port" ] || return 1
  local dir
  dir=$(cat "$STATE/dir")
  [ -d "$dir/data" ] && as_owner "$BIN/pg_ctl" -D "$dir/data" status >/dev/null 2>&1 &&
    "$BIN/pg_isready" -q -h 127.0.0.1 -p "$(cat "$STATE/port")" -t 5
}

stop_cluster() {
  [ -f "$STATE/dir" ] || return 0
  local dir
  dir=$(cat "$STATE/dir")
  if [ -d "$dir/data" ] && [ -n "${BIN:-}" ]; then
    as_owner "$BIN/pg_ctl" -D "$dir/data" -m fast -w -t 15 stop >/dev/null 2>&1 || true
  fi
  case "$dir" in
    /tmp/xnfz-pg-data.*) rm -rf "$dir" ;;
  esac
  rm -rf "$STATE"
}

port_free() {
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

BIN=$(find_bin)

if [ "${1:-start}" = stop ]; then
  stop_cluster
  exit 0
fi
[ "${1:-start}" = start ] || die "usage: bash scripts/postgres.sh [start|stop]"

if [ -z "$BIN" ]; then
  [ "$(id -u)" = 0 ] || die "no PostgreSQL found under /usr/lib/postgresql/*/bin; install it (apt-get install postgresql) or run as root so this script can."
  echo "postgres.sh: installing PostgreSQL (apt-get)…" >&2
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; } >/tmp/xnfz-pg-apt.log 2>&1; then
    tail -20 /tmp/xnfz-pg-apt.log >&2
    die "apt-get install postgresql failed (log: /tmp/xnfz-pg-apt.log)."
  fi
  BIN=$(find_bin)
  [ -n "$BIN" ] || die "PostgreSQL was installed but no pg_ctl was found under /usr/lib/postgresql/*/bin."
fi

if is_running; then
  url_line "$(cat "$STATE/port")"
  exit 0
fi
stop_cluster # leftovers of a cluster that is not running

if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
  useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin postgres ||
    die "could not create the postgres user."
fi

DIR=$(mktemp -d /tmp/xnfz-pg-data.XXXXXX)
chmod 700 "$DIR"
[ "$(id -u)" = 0 ] && chown postgres: "$DIR"
mkdir -p "$STATE"
echo "$DIR" >"$STATE/dir"

printf '%s\n' "$PASSWORD" >"$DIR/pwfile"
[ "$(id -u)" = 0 ] && chown postgres: "$DIR/pwfile"
if ! as_owner "$BIN/initdb" -D "$DIR/data" -U "$ROLE" --pwfile="$DIR/pwfile" --auth-local=trust \
  --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1; then
  cat "$DIR/initdb.log" >&2
  stop_cluster
  die "initdb failed."
fi
rm -f "$DIR/pwfile"

PORT=$FIRST_PORT
while ! port_free "$PORT"; do
  PORT=$((PORT + 1))
  [ "$PORT" -lt $((FIRST_PORT + 50)) ] || die "no free port from $FIRST_PORT to $PORT."
done
echo "$PORT" >"$STATE/port"

# Throwaway data: durability off for speed.
if ! as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 start \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null 2>&1; then
  tail -20 "$DIR/server.log" >&2 || true
  stop_cluster
  die "pg_ctl start failed."
fi

url_line "$PORT"
