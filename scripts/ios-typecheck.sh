#!/usr/bin/env bash
# Type-checks the code that compiles only on Apple platforms (ViewLifecycle's UIKit/SwiftUI path)
# against the real iOS SDK, in Swift 6 and Swift 5 modes, with the Linux toolchain.
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

# Modules ViewLifecycle imports, built for iOS as declarations only.
modules=$(mktemp -d)
trap 'rm -rf "$modules"' EXIT
cache=${IOS_TYPECHECK_CACHE:-${TMPDIR:-/tmp}/ios-typecheck-cache}
# The first type-check makes the tool's resource directory; do it before building modules.
"$tools/ios-typecheck" Sources/LifecycleCore/*.swift -- -parse-as-library -module-name LifecycleCore >/dev/null
resource=$(find "$cache" -maxdepth 1 -type d -name 'resource*' | head -n 1)
swiftc -parse-as-library -wmo -emit-module -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -module-name LifecycleCore -emit-module-path "$modules/LifecycleCore.swiftmodule" \
    -sdk "$IOS_SDK" -target arm64-apple-ios17.4 -resource-dir "$resource" \
    Sources/LifecycleCore/*.swift

status=0
for mode in 6 5; do
    flag=()
    [ "$mode" = 5 ] && flag=(-5)
    echo "== ViewLifecycle, Swift $mode mode"
    if "$tools/ios-typecheck" "${flag[@]}" Sources/ViewLifecycle/*.swift -- \
        -parse-as-library -module-name ViewLifecycle -I "$modules" -warnings-as-errors; then
        echo "ok"
    else
        status=1
    fi
done
exit $status
