#!/bin/sh
# Writes Docs/APICoverage.md: the headless modules' coverage of the iOS 17.4 SDK's SwiftUI and UIKit,
# by framework, declaration kind and the types apps use most, each present declaration classified as
# behaviour, stored or inert, and the missing ones Linux cannot have with their reason.
# Needs IOS_SDK (see ../shared/tools/README.md) and the api-coverage tool (API_COVERAGE, or
# ../shared/tools/api-coverage beside the repository); without them it says so and exits 0.
set -eu
cd "$(dirname "$0")/.."
tool="${API_COVERAGE:-../shared/tools/api-coverage}"
if [ -z "${IOS_SDK:-}" ] || [ ! -d "${IOS_SDK}" ]; then
    echo "api-coverage-report: IOS_SDK is not set to an iOS SDK; Docs/APICoverage.md left as it is"
    exit 0
fi
if [ ! -x "$tool" ]; then
    echo "api-coverage-report: no api-coverage tool at $tool (set API_COVERAGE); Docs/APICoverage.md left as it is"
    exit 0
fi
swift build --target HeadlessSwiftUI
exec python3 scripts/api-coverage-report.py "$tool" "$(swift build --show-bin-path)/Modules" Docs/APICoverage.md
