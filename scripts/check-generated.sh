#!/bin/sh
# Regenerates the Generated/ folders of HeadlessUIKit and HeadlessSwiftUI into a temporary folder and
# compares them with the committed ones: exit 1, listing the difference, when the SDK or Sources/
# would change them (rerun scripts/generate-api and commit). Needs IOS_SDK (../shared/tools/README.md).
set -eu
cd "$(dirname "$0")/.."
if [ -z "${IOS_SDK:-}" ] || [ ! -d "${IOS_SDK}" ]; then
    echo "check-generated: IOS_SDK is not set to an iOS SDK; nothing checked"
    exit 0
fi
tool="${API_COVERAGE:-../shared/tools/api-coverage}"
if [ ! -x "$tool" ]; then
    echo "check-generated: no api-coverage tool at $tool (set API_COVERAGE); nothing checked"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 scripts/generate-api --api-coverage "$tool" --out "$tmp" >/dev/null
status=0
for module in HeadlessUIKit HeadlessSwiftUI; do
    if ! diff -ru "Sources/$module/Generated" "$tmp/$module/Generated"; then
        status=1
    fi
done
if [ "$status" -ne 0 ]; then
    echo "check-generated: Sources/*/Generated differs from what scripts/generate-api writes; rerun it and commit"
fi
exit "$status"
