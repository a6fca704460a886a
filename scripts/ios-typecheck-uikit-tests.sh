#!/bin/sh
# ViewLifecycle · type-checks HeadlessUIKit's dual-import snippets (the HeadlessUIKitSnippetTests
# target, whole) against Apple's real UIKit (iOS 17.4 SDK), proving the code they hold compiles
# unchanged on a device. Needs IOS_SDK (see ../shared/tools/README.md).
set -eu
cd "$(dirname "$0")/.."
if [ -z "${IOS_SDK:-}" ]; then
    echo "ios-typecheck-uikit-tests: IOS_SDK is not set; skipping the iOS type-check of the UIKit snippets."
    exit 0
fi
TOOL="${IOS_TYPECHECK:-../shared/tools/ios-typecheck}"
[ -x "$TOOL" ] || TOOL=/work/shared/tools/ios-typecheck
FILES=$(find Tests/HeadlessUIKitSnippetTests -name '*.swift' | sort)
# The test-support modules they import, built for iOS as an app's test target would build them.
MODULES=$(mktemp -d)
trap 'rm -rf "$MODULES"' EXIT
scripts/ios-test-support.sh "$TOOL" "$MODULES"
"$TOOL" --target arm64-apple-ios17.0 --testing $FILES -- -I "$MODULES"
echo "ios-typecheck-uikit-tests: HeadlessUIKitSnippetTests type-check against the iOS 17.4 SDK's UIKit."
