#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then ThreadSanitizer, each in its own build
# directory so the two instrumentations never mix with the normal build.
#   scripts/sanitize.sh            # both
#   scripts/sanitize.sh address    # one
set -euo pipefail
cd "$(dirname "$0")/.."
for sanitizer in "${@:-address thread}"; do
    for one in $sanitizer; do
        echo "== swift test --sanitize=$one"
        swift test --build-path ".build/sanitize-$one" --sanitize="$one"
    done
done
