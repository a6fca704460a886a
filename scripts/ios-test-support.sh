#!/usr/bin/env bash
# ViewLifecycle · builds the test-support modules that dual-import tests import (TestRandom,
# HeadlessTestSupport) for iOS, declarations only, so the ios-typecheck scripts type-check those
# tests against Apple's SDK with `-I <folder>`, as an app's test target would build them.
#
#   IOS_SDK=<dir>/iPhoneOS17.4.sdk scripts/ios-test-support.sh <ios-typecheck tool> <folder>
#
# Exit status: 0 when every module built.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=$1
out=$2
# The package's minimum iOS (Package.swift's platforms), as the scripts that call this check at.
target=arm64-apple-ios17.0

emit() {
    local name=$1
    "$tool" --target "$target" --testing "Tests/$name"/*.swift -- -parse-as-library -module-name "$name" \
        -package-name ViewLifecycle -I "$out" -emit-module -emit-module-path "$out/$name.swiftmodule"
}
emit TestRandom
emit HeadlessTestSupport
