#!/usr/bin/env bash
# Adds the package to an app the way its README says, and checks that it builds, runs and tests:
# a clone of this repository's HEAD, tagged, is the dependency of a scratch package
# (scripts/consumer) by `.package(url:from:)`. SwiftPM treats such a dependency as remote, so it
# refuses unsafe build flags and suppresses its warnings, as for any app; the scratch package's
# executable mounts a view with onWillAppear/onDidAppear and prints its events, and its Swift
# Testing target uses HeadlessTesting and HeadlessSnapshotTesting, as the README shows. Warnings from the scratch package's own files fail it.
# scripts/ios-typecheck.sh type-checks its app file as iOS code where IOS_SDK is set.
#
#   scripts/consumer-check.sh            # exit 0 when the app built, printed its events and tested
set -euo pipefail
cd "$(dirname "$0")/.."
here=$PWD
version=0.2.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone --quiet "$here" "$work/ViewLifecycle"
git -C "$work/ViewLifecycle" tag --force "$version" >/dev/null
cp -R scripts/consumer "$work/Consumer"
sed -e "s#@URL@#file://$work/ViewLifecycle#" -e "s#@VERSION@#$version#" \
    scripts/consumer/Package.swift.in >"$work/Consumer/Package.swift"
rm "$work/Consumer/Package.swift.in"
cd "$work/Consumer"

echo "== consumer: resolve ViewLifecycle from: \"$version\""
swift package resolve 2>&1 | tee resolve.log | grep -v "^Fetching\|^Fetched\|^Cloning\|^Cloned\|^Creating\|^Working copy" || true
resolved=$(sed -n '/"identity" : "viewlifecycle"/,/}/s/.*"version" : "\(.*\)".*/\1/p' Package.resolved)
[ "$resolved" = "$version" ] || { echo "consumer: resolved ViewLifecycle $resolved, not $version"; exit 1; }

echo "== consumer: build"
swift build --build-tests 2>&1 | tee build.log | grep -E "error|warning:|Build complete" || true
grep -q "Build complete" build.log || { echo "consumer: the build failed"; exit 1; }
# Warnings in the consumer's own files are what a user sees of ours (our package's own are
# suppressed for a versioned dependency); the package's own builds count theirs in .ci/run.
own=$(grep -E "^$work/Consumer/(Sources|Tests)/.*warning:" build.log | sort -u || true)
if [ -n "$own" ]; then echo "consumer: warnings in the consumer's files:"; echo "$own"; exit 1; fi

echo "== consumer: run"
expected=$'willAppear\ndidAppear\nwillDisappear\ndidDisappear'
actual=$(swift run --skip-build consumer-app)
if [ "$actual" != "$expected" ]; then
    echo "consumer: the app printed"; echo "$actual"; echo "consumer: instead of"; echo "$expected"
    exit 1
fi
echo "$actual"

echo "== consumer: test"
swift test --skip-build 2>&1 | tee test.log | grep -E "✘|Test run with" || true
grep -qE "Test run with [0-9]+ tests? in .* passed" test.log || { echo "consumer: the tests failed"; exit 1; }
echo "consumer-check: an app adds ViewLifecycle $version by version, builds, runs and tests"
