#!/usr/bin/env bash
# npm run proto:generate: static protobuf code (protobufjs) from the vendored .proto files of
# src/protocols/proto, into src/protocols/gen (committed). Three modules with their own roots, each with only
# the functions it needs: OTLP requests (decode, and fromObject for OTLP/JSON), OTLP responses and
# google.rpc.Status (encode), Prometheus remote write (decode for the source, encode for the destination). The .d.ts files are made from a
# commented build (pbts reads the JSDoc); the .js files are written without comments, as every test file's
# isolate and every Worker isolate parses them.
set -euo pipefail
cd "$(dirname "$0")/../src/protocols"
bin=../../node_modules/.bin
common=(-t static-module -w es6 --es6 --no-verify --no-delimited --no-create --no-service --no-typeurl -p proto)
otlp=opentelemetry/proto/collector
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
generate() { # name root flags... -- files...
  local name=$1 root=$2
  shift 2
  local flags=() files=()
  while [ "$1" != "--" ]; do flags+=("$1"); shift; done
  shift
  for f in "$@"; do files+=("proto/$f"); done
  "$bin/pbjs" "${common[@]}" -r "$root" "${flags[@]}" -o "$tmp/$name.js" "${files[@]}"
  "$bin/pbts" -o "gen/$name.d.ts" "$tmp/$name.js"
  "$bin/pbjs" "${common[@]}" -r "$root" "${flags[@]}" --no-comments -o "gen/$name.js" "${files[@]}"
}
mkdir -p gen
generate otlp-requests otlp_requests --no-encode -- \
  "$otlp/logs/v1/logs_service.proto" "$otlp/metrics/v1/metrics_service.proto" "$otlp/trace/v1/trace_service.proto"
generate otlp-responses otlp_responses --no-decode --no-convert -- \
  "$otlp/logs/v1/logs_service.proto" "$otlp/metrics/v1/metrics_service.proto" "$otlp/trace/v1/trace_service.proto" \
  google/rpc/status.proto
generate prometheus prometheus --no-convert -- prompb/remote.proto
