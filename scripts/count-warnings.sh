#!/usr/bin/env bash
# Fails when a build log holds a compiler warning located in the package's own files (Sources/,
# Tests/, Examples/), listing each once; dependencies' warnings are theirs, not counted. Fails as well
# on a macro plugin's "Internal Error" line, which a user would read as ours.
#
#   scripts/count-warnings.sh <build log> ...
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
ours=$(cat "$@" | grep -E "^$root/(Sources|Tests|Examples)/[^ ]+:[0-9]+:[0-9]+: warning:" | sort -u || true)
if [ -n "$ours" ]; then
    echo "$ours"
    echo "count-warnings: $(echo "$ours" | wc -l) warnings in the package's own files; fix them"
    exit 1
fi
plugin=$(cat "$@" | grep -E "^Internal Error:" | sort -u || true)
if [ -n "$plugin" ]; then
    echo "$plugin"
    echo "count-warnings: a macro plugin printed an internal error into the build log"
    exit 1
fi
echo "count-warnings: no warnings in the package's own files"
