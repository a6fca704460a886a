#!/bin/sh
# ViewLifecycle · type-checks HeadlessSwiftUI's dual-import behaviour tests against Apple's real
# SwiftUI (iOS 17.4 SDK, at the package minimum, iOS 17.0), proving the API they use mirrors Apple's:
# the whole target, as `xcodebuild test -scheme DualImportTests` builds it for a simulator. Needs
# IOS_SDK (see ../shared/tools/README.md).
set -eu
cd "$(dirname "$0")/.."
if [ -z "${IOS_SDK:-}" ]; then
    echo "ios-typecheck-tests: IOS_SDK is not set; skipping the iOS type-check of the SwiftUI tests."
    exit 0
fi
TOOL="${IOS_TYPECHECK:-../shared/tools/ios-typecheck}"
[ -x "$TOOL" ] || TOOL=/work/shared/tools/ios-typecheck
FILES=$(find Tests/HeadlessSwiftUITests -name '*.swift' | sort)
# The test-support modules they import, built for iOS as an app's test target would build them.
MODULES=$(mktemp -d)
trap 'rm -rf "$MODULES"' EXIT
scripts/ios-test-support.sh "$TOOL" "$MODULES"
# Xcode's `#Preview` plugin (PreviewsMacros) is missing here: the package's macro plugin stands in
# for it (Tests/PreviewsMacros: an empty expansion, after the compiler has checked the arguments
# against Apple's macro).
# `--target` compiles the macro's module without linking its tool; a whole build links it.
swift build >/dev/null
PREVIEWS=$(swift build --show-bin-path)/PreviewsMacros-tool
PLUGIN="-load-plugin-executable $PREVIEWS#PreviewsMacros"
"$TOOL" --target arm64-apple-ios17.0 --testing $FILES -- -I "$MODULES" $PLUGIN
echo "ios-typecheck-tests: HeadlessSwiftUITests type-check against the iOS 17.4 SDK's SwiftUI."
