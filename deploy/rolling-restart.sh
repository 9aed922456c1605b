#!/bin/sh
# Restarts the shop on each machine in turn, so customers never see it down (deploy/README.md):
#   deploy/rolling-restart.sh shop1=10.0.0.11 shop2=10.0.0.12
# Each argument is HAProxy's name for the server (haproxy.cfg) and the machine's address. For each:
# HAProxy stops sending it new requests (drain), the requests in progress finish, the shop is
# restarted, and once it reports ready the machine gets traffic again. A machine that is not ready
# in time stops the run, leaving the others as they are.
#
# Settings (environment):
#   HAPROXY_SOCKET   HAProxy's admin socket                  (/run/haproxy/admin.sock)
#   BACKEND          HAProxy's backend                       (shop)
#   SHOP_PORT        the port the shop listens on            (3000)
#   DRAIN_SECONDS    how long requests in progress may take  (5)
#   READY_SECONDS    how long a restarted shop may take      (120)
#   RESTART_COMMAND  how to restart one machine's shop; $HOST is its address
#                    (ssh "$HOST" sudo systemctl restart w1-shop)
set -eu

HAPROXY_SOCKET=${HAPROXY_SOCKET:-/run/haproxy/admin.sock}
BACKEND=${BACKEND:-shop}
SHOP_PORT=${SHOP_PORT:-3000}
DRAIN_SECONDS=${DRAIN_SECONDS:-5}
READY_SECONDS=${READY_SECONDS:-120}
RESTART_COMMAND=${RESTART_COMMAND:-'ssh "$HOST" sudo systemctl restart w1-shop'}

haproxy() {
  answer=$(echo "$1" | socat stdio "unix-connect:$HAPROXY_SOCKET") || exit 1
  printf '%s\n' "$answer" | grep -v '^$' || true
}

if [ $# -eq 0 ]; then
  echo "usage: $0 NAME=ADDRESS ... (HAProxy's server name and the machine's address)" >&2
  exit 2
fi

for machine in "$@"; do
  NAME=${machine%%=*}
  HOST=${machine#*=}
  echo "$NAME ($HOST): draining"
  haproxy "set server $BACKEND/$NAME state drain"
  sleep "$DRAIN_SECONDS"

  echo "$NAME ($HOST): restarting"
  HOST=$HOST sh -c "$RESTART_COMMAND"

  waited=0
  until curl -fsS -o /dev/null "http://$HOST:$SHOP_PORT/api/health/ready" 2>/dev/null; do
    if [ "$waited" -ge "$READY_SECONDS" ]; then
      echo "$NAME ($HOST): not ready after ${READY_SECONDS}s; stopping here (it stays drained)" >&2
      exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done

  haproxy "set server $BACKEND/$NAME state ready"
  # Not on to the next machine until HAProxy's own checks see this one up (op state 2, running).
  waited=0
  until [ "$(haproxy "show servers state $BACKEND" | awk -v name="$NAME" '$4 == name { print $6 }')" = 2 ]; do
    if [ "$waited" -ge "$READY_SECONDS" ]; then
      echo "$NAME ($HOST): HAProxy does not see it up after ${READY_SECONDS}s; stopping here" >&2
      exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "$NAME ($HOST): back in service"
done
