#!/usr/bin/env bash
# Type-checks the code that compiles only on Apple platforms against the real iOS SDK with the
# Linux toolchain: ViewLifecycle's UIKit/SwiftUI path in Swift 6 and Swift 5 modes, with warnings
# as errors, and ViewLifecycle's dual-import tests (the ViewLifecycleTests target, whole).
#
#   IOS_SDK=<dir>/iPhoneOS17.4.sdk scripts/ios-typecheck.sh
#
# Without IOS_SDK it says so and exits 0: CI cannot fetch the SDK, so it runs this only when set.
# The SDK and how to get it: ../shared/tools/README.md. Exit status: 0 when everything type-checks.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${IOS_SDK:-}" ]; then
    echo "ios-typecheck: IOS_SDK is not set; skipping the iOS SDK type-check"
    exit 0
fi
tools=${IOS_TOOLS:-../shared/tools}
[ -x "$tools/ios-typecheck" ] || { echo "ios-typecheck: no $tools/ios-typecheck (set IOS_TOOLS)" >&2; exit 2; }

# Modules the checked files import, built for iOS as declarations only.
modules=$(mktemp -d)
trap 'rm -rf "$modules"' EXIT
cache=${IOS_TYPECHECK_CACHE:-${TMPDIR:-/tmp}/ios-typecheck-cache}
# The first type-check makes the tool's resource directory; do it before building modules.
"$tools/ios-typecheck" Sources/LifecycleCore/*.swift -- -parse-as-library -module-name LifecycleCore -package-name ViewLifecycle >/dev/null
resource=$(find "$cache" -maxdepth 1 -type d -name 'resource*' | head -n 1)
# The package's minimum iOS (Package.swift's platforms), so availability is checked where apps
# deploy, not only at the SDK's own version.
target=arm64-apple-ios17.0
emit_module() {
    local name=$1
    shift
    swiftc -parse-as-library -wmo -emit-module -Xfrontend -experimental-skip-non-inlinable-function-bodies \
        -module-name "$name" -package-name ViewLifecycle -emit-module-path "$modules/$name.swiftmodule" -I "$modules" \
        -sdk "$IOS_SDK" -target "$target" -resource-dir "$resource" "$@"
}
emit_module LifecycleCore Sources/LifecycleCore/*.swift

status=0
for mode in 6 5; do
    flag=()
    [ "$mode" = 5 ] && flag=(-5)
    echo "== ViewLifecycle, Swift $mode mode"
    if "$tools/ios-typecheck" --target "$target" "${flag[@]}" Sources/ViewLifecycle/*.swift -- \
        -parse-as-library -module-name ViewLifecycle -package-name ViewLifecycle -I "$modules" -warnings-as-errors; then
        echo "ok"
    else
        status=1
    fi
done

echo "== Examples/iOSApp (the README's app code), Swift 6 and 5 modes"
emit_module ViewLifecycle Sources/ViewLifecycle/*.swift
for flag in "" -5; do
    # shellcheck disable=SC2086
    if "$tools/ios-typecheck" --target "$target" $flag Examples/iOSApp/*.swift -- -I "$modules" -warnings-as-errors; then
        echo "ok"
    else
        status=1
    fi
done

echo "== scripts/consumer's app file (an app that adds the package by version), Swift 6 mode"
if "$tools/ios-typecheck" --target "$target" scripts/consumer/Sources/Greeting/*.swift -- -parse-as-library \
    -module-name Greeting -I "$modules" -warnings-as-errors; then
    echo "ok"
else
    status=1
fi

echo "== Examples/ReadingList (the sample app), Swift 6 mode"
# The 6.3 toolchain's @Observable macro adds a member (`shouldNotifyObservers`) that the iOS 17.4
# SDK's Observation does not declare, so those errors are the tool's, not the app's: every other
# diagnostic fails the check.
log="$modules/sample.log"
"$tools/ios-typecheck" --target "$target" Examples/ReadingList/*.swift -- -parse-as-library \
    -module-name ReadingList -I "$modules" -warnings-as-errors >"$log" 2>&1 || true
ours=$(grep -E '^[^ ]+:[0-9]+:[0-9]+: (error|warning):' "$log" | grep -v "'shouldNotifyObservers' is not covered" || true)
if [ -n "$ours" ]; then
    echo "$ours"
    status=1
else
    echo "ok (only the toolchain's @Observable expansion differs from the SDK's)"
fi

echo "== ViewLifecycleTests (dual-import behaviour tests), against SwiftUI and UIKit, Swift 6 and 5 modes"
# The test-support modules they import, built for iOS as an app's test target would build them.
scripts/ios-test-support.sh "$tools/ios-typecheck" "$modules"
tests=$(find Tests/ViewLifecycleTests -name '*.swift' | sort)
log="$modules/tests.log"
for flag in "" -5; do
    # Not -warnings-as-errors: the toolchain's Swift Testing macros expand to `unsafe` expressions
    # the compiler then warns about, located in the expansion, not in our files. Any warning whose
    # location is one of our files fails the check.
    # shellcheck disable=SC2086
    if "$tools/ios-typecheck" --target "$target" $flag --testing $tests -- -module-name ViewLifecycleTests \
        -I "$modules" >"$log" 2>&1; then
        ours=$(grep -E '^[^ ]+:[0-9]+:[0-9]+: warning:' "$log" | grep -v '^macro expansion @' || true)
        if [ -n "$ours" ]; then
            echo "$ours"
            status=1
        else
            echo "ok ($(grep -c '^macro expansion @.*: warning:' "$log") warnings inside Swift Testing's macro expansions)"
        fi
    else
        cat "$log"
        status=1
    fi
done
exit $status
