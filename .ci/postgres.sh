#!/usr/bin/env bash
# A throwaway PostgreSQL for the tests: installs the server from Debian's packages if it is
# missing, starts a cluster in a temporary folder on 127.0.0.1 on a free port (as a non-root
# user), and prints the lines to eval:
#   export BRIDGEKIT_TEST_POSTGRES=postgresql://bridgekit@127.0.0.1:PORT/bridgekit
#   export BRIDGEKIT_TEST_POSTGRES_DATA=/tmp/...   (the cluster's folder)
# Usage:  eval "$(.ci/postgres.sh)"   ...tests...   .ci/postgres.sh --stop "$BRIDGEKIT_TEST_POSTGRES_DATA"
set -euo pipefail

find_bin() {
    local found
    found=$(command -v initdb 2>/dev/null || true)
    if [ -z "$found" ]; then
        found=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
    fi
    [ -n "$found" ] && dirname "$(readlink -f "$found")"
}

as_owner() {  # run a command as the cluster's owner (never as root: PostgreSQL refuses root)
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u "$OWNER" -- "$@"
    else
        "$@"
    fi
}

if [ "${1:-}" = "--stop" ]; then
    data="${2:?usage: postgres.sh --stop DATA_DIR}"
    BIN=$(find_bin)
    OWNER=$(stat -c %U "$data")
    as_owner "$BIN/pg_ctl" -D "$data" stop -m fast >/dev/null
    case "$(dirname "$data")" in
        */bridgekit-pg.*) rm -rf "$(dirname "$data")" ;;
        *) rm -rf "$data" ;;
    esac
    exit 0
fi

BIN=$(find_bin || true)
if [ -z "$BIN" ]; then
    echo "installing PostgreSQL from Debian's packages" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update >&2 && apt-get install -y postgresql >&2
    BIN=$(find_bin)
fi

OWNER=$(id -un)
if [ "$(id -u)" -eq 0 ]; then
    OWNER=postgres
    id "$OWNER" >/dev/null 2>&1 || useradd --system --no-create-home "$OWNER"
fi

DATA=$(mktemp -d "${TMPDIR:-/tmp}/bridgekit-pg.XXXXXX")
chown "$OWNER" "$DATA"
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

as_owner "$BIN/initdb" -D "$DATA/cluster" -U bridgekit --auth=trust --encoding=UTF8 >/dev/null
as_owner "$BIN/pg_ctl" -D "$DATA/cluster" -w -l "$DATA/cluster/server.log" \
    -o "-h 127.0.0.1 -p $PORT -k $DATA/cluster -c fsync=off" start >/dev/null
as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U bridgekit bridgekit

echo "export BRIDGEKIT_TEST_POSTGRES=postgresql://bridgekit@127.0.0.1:$PORT/bridgekit"
echo "export BRIDGEKIT_TEST_POSTGRES_DATA=$DATA/cluster"
