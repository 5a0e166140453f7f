#!/usr/bin/env bash
# Restarts and crashes under load, behind a real load balancer: nginx (deploy/nginx.conf) in
# front of three release instances, wrk driving every endpoint through nginx, while each
# instance in turn is stopped with SIGTERM and started again, then killed with SIGKILL and
# started again. Passes when the client saw no answer but 2xx and no socket error, every
# SIGTERM turned the instance's /readyz to 503 and ended in exit status 0, and every event
# happened while the load ran.
#
# Usage: scripts/rolling-restart.sh           # three restarts, then three kills (about 60 s)
#        scripts/rolling-restart.sh --short   # one restart, one kill (CI, about 15 s)
#
#   1. Installs nginx and wrk from Debian when missing (apt-get, as root), builds the release
#      binary, starts three instances on 127.0.0.1 (WORKERS=1, SHUTDOWN_DELAY=2,
#      SHUTDOWN_TIMEOUT=10) and nginx on 127.0.0.1 with deploy/nginx.conf, whose ports, log
#      paths and pid file alone are rewritten. Every timeout, retry and keep-alive setting is
#      the committed one.
#   2. wrk -t2 -c32 through nginx with a Lua script that rotates the six paths (the five
#      scoring endpoints with valid bodies, and GET /healthz) and counts every status. The load
#      runs until every event below is done and a few seconds more, however long the events
#      take on this machine (a busy one restarts slower): wrk is started with a generous cap
#      and stopped with SIGINT, on which it prints its summary as at the end of a timed run.
#   3. Meanwhile: each instance gets SIGTERM (its /readyz must answer 503 during the delay, and
#      it must exit 0 after draining) and is started again once gone; then each is killed with
#      SIGKILL, left down for 2 s, and started again. The next event waits until the instance
#      is ready again.
#   4. Prints requests, latencies, statuses, socket errors, and what nginx retried (its retry
#      log and its error log); writes the summary to target/rolling-restart.md and keeps nginx's
#      error and retry logs beside it (target/rolling-restart.nginx-error.log, .retries.log).
#
# Traffic and listeners are on 127.0.0.1 only; everything is bounded in time, and every process
# started here is stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=full
case "${1:-}" in
  "") ;;
  --short) mode=short ;;
  *) echo "usage: $0 [--short]" >&2; exit 2 ;;
esac
# `tail`: how long the load goes on after the last event; `cap`: the longest the load may run,
# far beyond what the events take even on a busy machine, so that a hung event still ends.
if [ "$mode" = short ]; then
  warmup=2 tail=2 cap=120 restarts=(0) kills=(1) settle=1
else
  warmup=5 tail=5 cap=300 restarts=(0 1 2) kills=(0 1 2) settle=3
fi
connections=32
base_port=${ROLLING_PORT:-18500}
lb_port=$base_port
ports=($((base_port + 1)) $((base_port + 2)) $((base_port + 3)))
shutdown_delay=2
shutdown_timeout=10
down_after_kill=2

missing=()
command -v nginx >/dev/null || missing+=(nginx)
command -v wrk >/dev/null || missing+=(wrk)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "missing: ${missing[*]} (apt-get install ${missing[*]})" >&2
    exit 1
  fi
fi

[ -n "${CRIBBAGE_API_PREBUILT:-}" ] || cargo build --release --locked --quiet --bin cribbage-api
binary=$PWD/target/release/cribbage-api

work=$(mktemp -d)
declare -a pids=("" "" "")
nginx_pid=""
wrk_pid=""
cleanup() {
  for pid in "$wrk_pid" "$nginx_pid" "${pids[@]}"; do
    if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi
  done
  for pid in "$wrk_pid" "$nginx_pid" "${pids[@]}"; do
    if [ -n "$pid" ]; then wait "$pid" 2>/dev/null || true; fi
  done
  rm -rf "$work"
}
trap cleanup EXIT

started=$SECONDS
log() { printf '[%5.1fs] %s\n' "$(awk -v s="$SECONDS" -v t="$started" 'BEGIN {print s - t}')" "$*" >&2; }
status_of() { curl -s -o /dev/null -m 2 -w '%{http_code}' "http://127.0.0.1:$1$2" || true; }

start_instance() { # index
  local i=$1
  WORKERS=1 HOST=127.0.0.1 PORT=${ports[$i]} SHUTDOWN_DELAY=$shutdown_delay \
    SHUTDOWN_TIMEOUT=$shutdown_timeout RUST_LOG=info,actix_web::middleware::logger=warn \
    "$binary" >>"$work/instance-$i.log" 2>&1 &
  pids[i]=$!
  for _ in $(seq 100); do
    if [ "$(status_of "${ports[$i]}" /readyz)" = 200 ]; then return 0; fi
    sleep 0.05
  done
  echo "instance $i (port ${ports[$i]}) was not ready within 5 s" >&2
  return 1
}

failures=()
restart_instance() { # index: SIGTERM, 503 while draining, exit 0, start again
  local i=$1 pid=${pids[$1]} t0=$SECONDS
  log "instance $i (:${ports[$i]}): SIGTERM"
  kill -TERM "$pid"
  sleep 0.3
  local readiness
  readiness=$(status_of "${ports[$i]}" /readyz)
  if [ "$readiness" != 503 ]; then failures+=("instance $i: /readyz answered $readiness during SHUTDOWN_DELAY, not 503"); fi
  local rc=0
  wait "$pid" || rc=$?
  pids[i]=""
  if [ "$rc" != 0 ]; then failures+=("instance $i: exit status $rc after SIGTERM, not 0"); fi
  log "instance $i: /readyz $readiness while draining, exit $rc after $((SECONDS - t0)) s; starting it again"
  start_instance "$i"
  log "instance $i: ready again"
}

kill_instance() { # index: SIGKILL, down a while, start again
  local i=$1 pid=${pids[$1]}
  log "instance $i (:${ports[$i]}): SIGKILL"
  kill -KILL "$pid"
  wait "$pid" 2>/dev/null || true
  pids[i]=""
  sleep "$down_after_kill"
  log "instance $i: down for ${down_after_kill} s; starting it again"
  start_instance "$i"
  log "instance $i: ready again"
}

for i in 0 1 2; do start_instance "$i"; done

# nginx with the committed configuration; only addresses, logs and the pid file differ (the full
# access log goes to /dev/null: `access_log off` would cancel the retry log too).
conf="$work/nginx.conf"
sed -e "s#^\(\s*\)listen 80;#\1listen 127.0.0.1:$lb_port;#" \
    -e "s#server 127.0.0.1:8081 #server 127.0.0.1:${ports[0]} #" \
    -e "s#server 127.0.0.1:8082 #server 127.0.0.1:${ports[1]} #" \
    -e "s#server 127.0.0.1:8083 #server 127.0.0.1:${ports[2]} #" \
    -e "s#/var/log/nginx/cribbage-api.access.log#/dev/null#" \
    -e "s#/var/log/nginx/cribbage-api.retries.log#$work/retries.log#" \
    deploy/nginx.conf > "$conf"
for expected in "listen 127.0.0.1:$lb_port;" "server 127.0.0.1:${ports[0]} " "server 127.0.0.1:${ports[1]} " \
    "server 127.0.0.1:${ports[2]} " "access_log /dev/null cribbage;" "$work/retries.log"; do
  grep -qF "$expected" "$conf" || { echo "deploy/nginx.conf changed shape: could not set '$expected'" >&2; exit 1; }
done
if grep -qE "listen 80;|127\.0\.0\.1:808[123] |/var/log/" "$conf"; then
  echo "deploy/nginx.conf has addresses or paths this script does not rewrite" >&2
  exit 1
fi
nginx -t -q -c "$conf" -e "$work/nginx-error.log" -g "pid $work/nginx.pid;"
nginx -c "$conf" -e "$work/nginx-error.log" -g "daemon off; pid $work/nginx.pid;" &
nginx_pid=$!
lb="http://127.0.0.1:$lb_port"
for _ in $(seq 100); do
  [ "$(status_of "$lb_port" /healthz)" = 200 ] && break
  sleep 0.05
done

# The mix: every endpoint with a valid body (each checked for a 200 through nginx first), and
# GET /healthz. The Lua script rotates them and tallies statuses per thread.
endpoints=(
  '/healthz|'
  '/v1/hands/score|{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 8}'
  '/v1/pegging/score|{"events": ["KH", "6S", "KD", "go", "2H", "2C", "8S", "7S", "9S"], "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]], "complete": true}'
  '/v1/pegging/validate|{"series": ["7H", "8S"], "card": "8D", "hand": ["8D", "KC"]}'
  '/v1/discards/recommend|{"cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true}'
  '/v1/rounds/score|{"dealer": 1, "scores": [0, 0], "starter": "5C", "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]], "crib": ["AH", "3S", "8D", "KH"], "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]}'
)
lua="$work/mix.lua"
{
  echo 'local requests = {}'
  echo 'local threads = {}'
  echo 'setup = function(thread) table.insert(threads, thread) end'
  echo 'init = function(args)'
  echo '  statuses = {}'
  for entry in "${endpoints[@]}"; do
    IFS='|' read -r path body <<<"$entry"
    if [ -n "$body" ]; then
      status=$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -d "$body" "$lb$path")
      printf '  requests[#requests + 1] = wrk.format("POST", "%s", {["Content-Type"] = "application/json"}, [==[%s]==])\n' "$path" "$body"
    else
      status=$(status_of "$lb_port" "$path")
      printf '  requests[#requests + 1] = wrk.format("GET", "%s")\n' "$path"
    fi
    if [ "$status" != 200 ]; then echo "$path answered $status through nginx before the test" >&2; exit 1; fi
  done
  cat <<'LUA'
end
local n = 0
request = function()
  n = n + 1
  return requests[(n % #requests) + 1]
end
response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
done = function(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      totals[status] = (totals[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(totals) do
    table.insert(parts, status .. "=" .. count)
  end
  table.sort(parts)
  io.write("statuses: " .. table.concat(parts, " ") .. "\n")
  io.write(string.format("latency_us: p50=%d p90=%d p99=%d max=%d\n",
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
LUA
} > "$lua"

log "load: wrk -t2 -c$connections through nginx (:$lb_port) to instances :${ports[0]} :${ports[1]} :${ports[2]}, until ${tail} s after the last event (at most ${cap} s)"
wrk -t2 -c"$connections" -d"${cap}s" --timeout 5s --latency -s "$lua" "$lb" > "$work/wrk.out" 2>&1 &
wrk_pid=$!
load_started=$SECONDS
sleep "$warmup"
for i in "${restarts[@]}"; do restart_instance "$i"; sleep "$settle"; done
# nginx's error log has whole seconds: this second, between the phases, splits it.
boundary=$(date '+%Y/%m/%d %H:%M:%S')
sleep 1
for i in "${kills[@]}"; do kill_instance "$i"; sleep "$settle"; done
events_done=$SECONDS
if ! kill -0 "$wrk_pid" 2>/dev/null; then
  failures+=("the restarts and kills outlasted the load's cap of ${cap} s")
fi
log "every restart and kill done; the load goes on for ${tail} s"
sleep "$tail"
kill -INT "$wrk_pid" 2>/dev/null || true
wait "$wrk_pid" || failures+=("wrk failed")
wrk_pid=""
duration=$((SECONDS - load_started))

out=$(cat "$work/wrk.out")
requests=$(awk '/requests in/ {print $1}' <<<"$out")
rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
non2xx=$(awk '/Non-2xx/ {print $NF}' <<<"$out")
socket=$(awk '/Socket errors/ {gsub(",", ""); print $4 + $6 + $8 + $10}' <<<"$out")
statuses=$(sed -n 's/^statuses: //p' <<<"$out")
read -r p50 p90 p99 max < <(sed -n 's/^latency_us: p50=\([0-9]*\) p90=\([0-9]*\) p99=\([0-9]*\) max=\([0-9]*\)/\1 \2 \3 \4/p' <<<"$out")
retried=$(wc -l < "$work/retries.log" 2>/dev/null || echo 0)
upstream_errors=$(grep -c "upstream" "$work/nginx-error.log" 2>/dev/null || true)
if [ -n "${non2xx:-}" ] && [ "$non2xx" != 0 ]; then failures+=("$non2xx non-2xx answers at the client ($statuses)"); fi
if [ -n "${socket:-}" ] && [ "$socket" != 0 ]; then failures+=("$socket socket errors at the client: $(grep 'Socket errors' <<<"$out")"); fi
if [ -z "$requests" ] || [ "$requests" = 0 ]; then failures+=("no requests were made"); fi
if grep -qv '^200=' <<<"${statuses// /$'\n'}"; then failures+=("statuses other than 200: $statuses"); fi

report=target/rolling-restart.md
mkdir -p target
ms() { awk -v u="$1" 'BEGIN {printf "%.2f ms", u / 1000}'; }
{
  echo "scripts/rolling-restart.sh${1:+ $1}: $(date -u +%FT%TZ), $(git rev-parse --short HEAD), $(nproc) cores, nginx $(nginx -v 2>&1 | sed 's#.*/##'), wrk -t2 -c$connections for ${duration} s (until ${tail} s after the last event)"
  echo
  echo "- instances: 3 (WORKERS=1, SHUTDOWN_DELAY=$shutdown_delay, SHUTDOWN_TIMEOUT=$shutdown_timeout); events: ${#restarts[@]} restart(s) with SIGTERM, then ${#kills[@]} SIGKILL(s) with ${down_after_kill} s down; all done at $((events_done - started)) s"
  echo "- requests: ${requests:-0} (${rps:-0} req/s), statuses: ${statuses:-none}, non-2xx: ${non2xx:-0}, socket errors: ${socket:-0}"
  echo "- latency through nginx: p50 $(ms "${p50:-0}"), p90 $(ms "${p90:-0}"), p99 $(ms "${p99:-0}"), max $(ms "${max:-0}")"
  echo "- nginx passed $retried request(s) to a second instance; its error log has $upstream_errors upstream error(s)${upstream_errors:+, by phase, instance and kind:}"
  # "connect() failed (111: Connection refused)": the listener was closed. "recv() failed (104:
  # Connection reset by peer)" and "prematurely closed": a request on a connection that died
  # (cut by SIGKILL, or waiting in the accept queue when the listener closed). nginx retried
  # each on another instance.
  grep "upstream" "$work/nginx-error.log" 2>/dev/null \
    | awk -v boundary="$boundary" '{ print (($1 " " $2) < boundary ? "SIGTERM restarts" : "SIGKILLs") "|" $0 }' \
    | sed -E 's/^([^|]*)\|.*\*[0-9]+ ([^,]*( \([0-9]+: [^)]*\))?[^,]*),.*upstream: "http:\/\/([0-9.:]+)\/.*$/\1, \4: \2/' \
    | sort | uniq -c | sort -k2 | sed 's/^ */  - /' || true
} > "$report"
cat "$report" >&2
# nginx's error log and retry log stay for a look at what happened when.
cp "$work/nginx-error.log" target/rolling-restart.nginx-error.log
cp "$work/retries.log" target/rolling-restart.retries.log
if [ "${#failures[@]}" -gt 0 ]; then
  echo "rolling-restart: FAILED" >&2
  printf '  %s\n' "${failures[@]}" >&2
  for i in 0 1 2; do echo "--- instance $i log (tail)" >&2; tail -n 5 "$work/instance-$i.log" >&2 || true; done
  exit 1
fi
echo "rolling-restart: no failed request through ${#restarts[@]} restart(s) and ${#kills[@]} kill(s)" >&2
