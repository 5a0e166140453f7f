#!/usr/bin/env bash
# Runs the release binary the way the container image (Dockerfile) and the Kubernetes pods
# (k8s/base/deployment.yaml) run it, on a machine with no container engine:
#
#   - a copy of target/release/cribbage-api in a fresh directory, directory and binary mode 555,
#     the working directory being that read-only directory;
#   - as the numeric user 65532:65532 with no supplementary groups, no new privileges and an empty
#     capability bounding set (runAsUser/runAsGroup, allowPrivilegeEscalation: false, drop ALL);
#   - with the image's environment only (HOST overridden to 127.0.0.1, a free port), HOME
#     pointing nowhere;
#   - when this runs as root: in a private mount namespace where every file system is remounted
#     read-only, /tmp included (readOnlyRootFilesystem: true), so any attempt to write fails.
#
# Then it checks GET /healthz, GET /readyz, one POST /v1/hands/score (and GET /metrics when this
# build serves it), the process's identity and open files, and that SIGTERM ends it with exit
# code 0 within a few seconds. Exit code non-zero on any failure. Loopback traffic only.
#
# Usage: scripts/run-as-image.sh            (builds target/release/cribbage-api if needed)
# Needs: cargo, curl, python3; util-linux's setpriv and unshare (Debian: util-linux, mount).
set -euo pipefail
cd "$(dirname "$0")/.."

readonly uid=65532 gid=65532
target_dir=${CARGO_TARGET_DIR:-target}
bin="$target_dir/release/cribbage-api"

say() { printf 'run-as-image: %s\n' "$*"; }
fail() { printf 'run-as-image: FAIL: %s\n' "$*" >&2; exit 1; }
checked=0
ok() { checked=$((checked + 1)); printf 'run-as-image:   ok  %s\n' "$*"; }

for tool in cargo curl python3; do
  command -v "$tool" >/dev/null || fail "$tool is not installed"
done

[ -n "${CRIBBAGE_API_PREBUILT:-}" ] || say "cargo build --release --locked --bin cribbage-api (a no-op when up to date)"
[ -n "${CRIBBAGE_API_PREBUILT:-}" ] || cargo build --release --locked --quiet --bin cribbage-api
[ -x "$bin" ] || fail "no binary at $bin"

# --- the image's file system: a fresh directory, read-only for everyone -----------------------
work=$(mktemp -d)
server_pid=
cleanup() {
  local rc=$?
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

app="$work/app"
mkdir "$app"
cp "$bin" "$app/cribbage-api"
chmod 555 "$app/cribbage-api" "$app"
chmod 711 "$work" # the service user may pass through, not list or write
log="$work/server.log"

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"

# The image's ENV (Dockerfile), HOST narrowed to loopback; nothing else from this shell.
environment=(
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
  HOME=/nonexistent/home
  HOST=127.0.0.1 PORT="$port" RUST_LOG=info SHUTDOWN_TIMEOUT=25
)

# --- who runs it ----------------------------------------------------------------------------
if [ "$(id -u)" -ne 0 ]; then
  # Not root: cannot become 65532 or make a mount namespace. Still run it as this (unprivileged)
  # user from the read-only directory, and say what was not checked.
  say "not root: running as $(id -u):$(id -g), not $uid:$gid, and with the file systems as they are"
  as_user=()
  readonly_fs=no
elif command -v setpriv >/dev/null; then
  as_user=(setpriv --reuid="$uid" --regid="$gid" --clear-groups --no-new-privs
    --inh-caps=-all --bounding-set=-all --)
  readonly_fs=yes
elif command -v python3 >/dev/null; then
  # No setpriv: switch ids with Python (runuser and su need a passwd entry for 65532).
  as_user=(python3 -c 'import os, sys
os.setgroups([]); os.setgid(int(sys.argv[1])); os.setuid(int(sys.argv[2]))
os.execv(sys.argv[3], sys.argv[3:])' "$gid" "$uid")
  readonly_fs=yes
else
  fail "neither setpriv (util-linux) nor python3 can switch to $uid:$gid"
fi

if [ "$readonly_fs" = yes ] && ! unshare --mount --propagation private true 2>/dev/null; then
  say "no mount namespace here (unshare --mount failed): the file systems stay writable, so only the read-only working directory is checked"
  readonly_fs=no
fi

# In the mount namespace: every mount point read-only (deepest first, /proc and /sys kept as
# they are, as in a container), then exec the service, which keeps this process's pid.
# shellcheck disable=SC2016 # expanded by the sh in the namespace, not here
remount_ro='
set -e
awk "{ print \$5 }" /proc/self/mountinfo | sort -r | while read -r mp; do
  case "$mp" in /proc|/proc/*|/sys|/sys/*) continue ;; esac
  mount -o remount,bind,ro "$mp" 2>/dev/null || true
done
for mp in / /tmp /dev/shm /run /var/tmp "$1"; do
  [ -e "$mp" ] || continue
  if (: > "$mp/.run-as-image-probe") 2>/dev/null; then
    rm -f "$mp/.run-as-image-probe"; echo "run-as-image: $mp is still writable" >&2; exit 97
  fi
done
shift
exec "$@"
'

say "starting $app/cribbage-api as uid:gid $([ "$(id -u)" -eq 0 ] && echo "$uid:$gid" || echo "$(id -u):$(id -g)"), cwd $app, read-only file systems: $readonly_fs"
started=$(date +%s%N)
if [ "$readonly_fs" = yes ]; then
  (cd "$app" && exec unshare --mount --propagation private -- sh -c "$remount_ro" sh "$app" \
    env -i "${environment[@]}" "${as_user[@]}" "$app/cribbage-api") >"$log" 2>&1 &
else
  (cd "$app" && exec env -i "${environment[@]}" "${as_user[@]}" "$app/cribbage-api") >"$log" 2>&1 &
fi
server_pid=$!

show_log() { sed 's/^/run-as-image:   | /' "$log" >&2 || true; }

# --- ready ----------------------------------------------------------------------------------
ready=no
for _ in $(seq 500); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    show_log
    fail "the process exited before it was ready"
  fi
  if curl -sf -o /dev/null --max-time 1 "$base/readyz"; then ready=yes; break; fi
  sleep 0.02
done
[ "$ready" = yes ] || { show_log; fail "GET /readyz did not answer 200 within 10 s"; }
ok "ready in $(( ($(date +%s%N) - started) / 1000000 )) ms (exec to the first 200 from GET /readyz)"

# --- the process is who and where it should be ------------------------------------------------
status=/proc/$server_pid/status
[ "$(readlink "/proc/$server_pid/exe")" = "$app/cribbage-api" ] ||
  fail "pid $server_pid is $(readlink "/proc/$server_pid/exe"), not the copied binary"
if [ "$(id -u)" -eq 0 ]; then
  read -r _ ruid euid _ _ < <(grep '^Uid:' "$status")
  read -r _ rgid egid _ _ < <(grep '^Gid:' "$status")
  groups=$(awk '/^Groups:/ { $1 = ""; print }' "$status" | tr -d ' ')
  [ "$ruid:$euid:$rgid:$egid" = "$uid:$uid:$gid:$gid" ] ||
    fail "runs as uid $ruid/$euid gid $rgid/$egid, not $uid:$gid"
  [ -z "$groups" ] || fail "has supplementary groups: $groups"
  capeff=$(awk '/^CapEff:/ { print $2 }' "$status")
  [ "$((16#$capeff))" -eq 0 ] || fail "has effective capabilities $capeff"
  nnp=$(awk '/^NoNewPrivs:/ { print $2 }' "$status")
  ok "runs as $uid:$gid, no supplementary groups, no capabilities (CapEff $capeff), NoNewPrivs ${nnp:-?}"
fi
[ "$(readlink "/proc/$server_pid/cwd")" = "$app" ] || fail "cwd is not $app"
ok "cwd $app (mode $(stat -c %a "$app")), binary mode $(stat -c %a "$app/cribbage-api"), HOME=/nonexistent/home"

# --- the endpoints --------------------------------------------------------------------------
request() { # method path [body] -> "status body" in $code and $body
  local out
  if [ $# -ge 3 ]; then
    out=$(curl -s --max-time 5 -X "$1" -H 'content-type: application/json' --data "$3" \
      -w '\n%{http_code}' "$base$2") || fail "$1 $2: curl failed"
  else
    out=$(curl -s --max-time 5 -X "$1" -w '\n%{http_code}' "$base$2") || fail "$1 $2: curl failed"
  fi
  code=${out##*$'\n'}
  body=${out%$'\n'*}
}
json_field() { # json field -> value
  python3 -c 'import json, sys; print(json.loads(sys.argv[1]).get(sys.argv[2]))' "$1" "$2"
}

request GET /healthz
[ "$code" = 200 ] && [ "$(json_field "$body" status)" = ok ] || fail "GET /healthz: $code $body"
ok "GET /healthz -> 200 $body"

request GET /readyz
[ "$code" = 200 ] && [ "$(json_field "$body" status)" = ready ] || fail "GET /readyz: $code $body"
ok "GET /readyz -> 200 $body"

request POST /v1/hands/score '{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C"}'
[ "$code" = 200 ] && [ "$(json_field "$body" total)" = 10 ] ||
  fail "POST /v1/hands/score: $code $body"
ok "POST /v1/hands/score 5H 5S JD KC + 8C -> 200, total 10"

request GET /metrics
case "$code" in
  200) ok "GET /metrics -> 200 ($(printf '%s\n' "$body" | grep -c '^[a-z_]' || true) samples)" ;;
  404) say "  --  GET /metrics -> 404: this build does not serve metrics yet (not a failure)" ;;
  *) fail "GET /metrics: $code $body" ;;
esac

# --- it writes nowhere ----------------------------------------------------------------------
# No file opened for writing (fds 0-2 are the log this script opened for it), and nothing in
# the log about a file system refusing a write.
for info in /proc/"$server_pid"/fdinfo/*; do
  fd=${info##*/}
  [ "$fd" -gt 2 ] || continue
  target=$(readlink "/proc/$server_pid/fd/$fd" 2>/dev/null) || continue
  flags=$(awk '/^flags:/ { print $2 }' "$info" 2>/dev/null) || continue
  case "$target" in /*)
    if [ $((8#${flags:-0} & 3)) -ne 0 ] && [ "$target" != /dev/null ]; then
      fail "fd $fd is $target, open for writing (flags $flags)"
    fi
  esac
done
if grep -qiE 'read-only file system|os error 30|permission denied|os error 13' "$log"; then
  show_log
  fail "the log mentions a refused write"
fi
if [ "$readonly_fs" = yes ]; then
  ok "served every request with all file systems read-only (/, /tmp, /dev/shm, /run); no file open for writing"
else
  ok "no file open for writing (file systems not made read-only here)"
fi

# --- SIGTERM --------------------------------------------------------------------------------
kill -TERM "$server_pid"
stopping=$(date +%s%N)
for _ in $(seq 100); do
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.05
done
if kill -0 "$server_pid" 2>/dev/null; then
  show_log
  fail "still running 5 s after SIGTERM"
fi
rc=0
wait "$server_pid" || rc=$?
server_pid=
[ "$rc" -eq 0 ] || { show_log; fail "exit code $rc after SIGTERM"; }
ok "SIGTERM -> exit 0 in $(( ($(date +%s%N) - stopping) / 1000000 )) ms"

say "all $checked checks passed"
