#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: initdb in a temp dir, started as a
# non-root user on a free loopback port, stopped and removed afterwards. The command gets
# TEST_DATABASE_URL. Usage: scripts/with-postgres.sh npm run test:api
set -euo pipefail

bindir=""
for dir in /usr/lib/postgresql/*/bin; do
  [ -x "$dir/postgres" ] && bindir="$dir"
done
if [ -z "$bindir" ]; then
  echo "PostgreSQL server binaries not found: run 'apt-get install postgresql'." >&2
  exit 1
fi

run_as=()
pg_user=$(id -un)
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root.
  pg_user=postgres
  id "$pg_user" >/dev/null 2>&1 || useradd --system --no-create-home "$pg_user"
  run_as=(runuser -u "$pg_user" --)
fi

workdir=$(mktemp -d)
chmod 755 "$workdir"
mkdir "$workdir/data" "$workdir/socket"
[ "$(id -u)" = "0" ] && chown -R "$pg_user" "$workdir/data" "$workdir/socket"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  "${run_as[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

"${run_as[@]}" "$bindir/initdb" -D "$workdir/data" -U "$pg_user" --auth=trust -E UTF8 >/dev/null
"${run_as[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/data/server.log" -w \
  -o "-p $port -k $workdir/socket -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
  start >/dev/null
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

TEST_DATABASE_URL="postgres://$pg_user@127.0.0.1:$port/postgres" "$@"
