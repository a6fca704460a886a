#!/usr/bin/env bash
# Builds a libFuzzer target (Fuzz/<TARGET>) with -sanitize=fuzzer,address against the package's
# modules, compiled with the same instrumentation, and runs it for SECONDS on a seed corpus made
# from the fixtures. Not part of `swift build`: the harnesses need the fuzzer runtime.
#   scripts/fuzz.sh Trace 600      # reader, checker, normalizer and renderers
#   scripts/fuzz.sh Balancer 600   # AppearanceBalancer against the contract
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz.sh Trace|Balancer SECONDS}
seconds=${2:?usage: scripts/fuzz.sh Trace|Balancer SECONDS}
build=.build/fuzz
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -g)
swift build --build-path "$build" -c release --target LifecycleTrace "${flags[@]}"
release="$build/release"
extra=()
if [ "$target" = Balancer ]; then extra=(Tests/LifecycleCoreTests/ContractGrammar.swift); fi
swiftc -O -g -sanitize=fuzzer,address -parse-as-library -I "$release/Modules" \
    "Fuzz/$target"/*.swift "${extra[@]}" \
    "$release"/LifecycleTrace.build/*.o "$release"/LifecycleCore.build/*.o \
    -o "$build/fuzz-$target"
corpus="$build/corpus-$target"
mkdir -p "$corpus"
cp Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
if [ "$target" = Trace ]; then cp Tests/Fixtures/*.log "$corpus"/; fi
artifacts="$build/artifacts-$target/"
mkdir -p "$artifacts"
"$build/fuzz-$target" -max_total_time="$seconds" -max_len=4096 -artifact_prefix="$artifacts" \
    -print_final_stats=1 "$corpus"
