#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then ThreadSanitizer, each in its own build
# directory so the two instrumentations never mix with the normal build.
#   scripts/sanitize.sh            # both
#   scripts/sanitize.sh address    # one
set -euo pipefail
cd "$(dirname "$0")/.."
# LeakSanitizer is off: at exit it reports the Swift runtime's weak-reference side tables of
# objects HeadlessUIKit and HeadlessSwiftUI still hold (a found issue, left to the runtime's
# owners), and it exits the processes the tests spawn (seed000, lifecycle demo) with status 23,
# dropping their buffered output. Memory errors (overflow, use after free) are still reported.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
for sanitizer in "${@:-address thread}"; do
    for one in $sanitizer; do
        echo "== swift test --sanitize=$one"
        swift test --build-path ".build/sanitize-$one" --sanitize="$one"
    done
done
