#!/bin/sh
# Makes the cluster in PGDATA on the first start (the official image's contract: POSTGRES_PASSWORD required,
# POSTGRES_USER the superuser, POSTGRES_DB created for it), then runs PostgreSQL in the foreground as PID 1.
set -eu
db=${POSTGRES_DB:-$POSTGRES_USER}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?Set POSTGRES_PASSWORD}"
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  # Over the network only with the password (scram-sha-256); inside the container, its own user.
  initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" --encoding=UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    printf 'CREATE DATABASE "%s" OWNER "%s";\n' "$db" "$POSTGRES_USER" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "postgres-entrypoint: made the cluster in $PGDATA with database $db"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
