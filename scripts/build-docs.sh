#!/usr/bin/env bash
# Builds the DocC archives of the package's five public modules into .build/docs/<Module>.doccarchive
# with the toolchain's own docc (SwiftPM cannot fetch swift-docc-plugin here), from symbol graphs
# extracted from the debug build's modules. Fails when docc warns (a broken link, a missing
# resource) or when a public symbol has no doc comment, listing each.
#
#   scripts/build-docs.sh                 # all five
#   scripts/build-docs.sh LifecycleCore   # some
#
# Open an archive's pages with any static file server, e.g.
# `python3 -m http.server -d .build/docs/LifecycleCore.doccarchive` and
# http://localhost:8000/documentation/lifecyclecore.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    modules=(LifecycleCore LifecycleTrace HeadlessUIKit HeadlessSwiftUI ViewLifecycle)
fi

toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc=${DOCC:-$toolchain_bin/docc}
extract=${SYMBOLGRAPH_EXTRACT:-$toolchain_bin/swift-symbolgraph-extract}
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if command -v xcrun >/dev/null 2>&1; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
out=.build/docs
graphs=$out/symbol-graphs
started=$SECONDS

echo "== swift build (debug) of ${modules[*]}"
mkdir -p "$out"
for module in "${modules[@]}"; do
    if ! swift build --target "$module" >"$out/build.log" 2>&1; then
        cat "$out/build.log"
        exit 1
    fi
    tail -n 1 "$out/build.log"
done
bin=$(swift build --show-bin-path)
module_dir=$bin/Modules
[ -d "$module_dir" ] || module_dir=$bin

# One graph folder per module. swift-symbolgraph-extract writes only the module's own symbols:
# what HeadlessSwiftUI and HeadlessUIKit re-export (`@_exported import`) stays in its own
# module's graph. A module's extensions of other modules' types (the driver's `Headless`
# methods in HeadlessSwiftUI, ViewLifecycle's modifiers on `View`) come as `Module@Other` graphs
# beside it, which docc shows under "Extended Modules".
echo "== symbol graphs"
for module in "${modules[@]}"; do
    rm -rf "${graphs:?}/$module"
    mkdir -p "$graphs/$module"
    "$extract" -module-name "$module" -target "$triple" ${sdk[@]+"${sdk[@]}"} -I "$module_dir" \
        -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
        -output-dir "$graphs/$module"
done

echo "== every public symbol documented"
graph_dirs=()
for module in "${modules[@]}"; do graph_dirs+=("$graphs/$module"); done
if ! python3 scripts/docs-coverage.py "${graph_dirs[@]}"; then
    echo "public symbols above have no doc comment: add a /// line to each"
    exit 1
fi

echo "== docc convert"
failed=0
for module in "${modules[@]}"; do
    archive=$out/$module.doccarchive
    log=$out/$module.log
    rm -rf "$archive"
    module_started=$SECONDS
    # --enable-inherited-docs: a member that implements a protocol's requirement without a doc
    # comment of its own shows the requirement's, which is what the coverage check counted.
    if ! "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "ViewLifecycle.$module" \
        --enable-inherited-docs \
        --output-path "$archive" >"$log" 2>&1; then
        cat "$log"
        echo "$module: docc convert failed"
        failed=1
        continue
    fi
    warnings=$(grep -c 'warning:' "$log" || true)
    pages=$(find "$archive/data/documentation" -name '*.json' | wc -l)
    articles=$(find "Sources/$module/$module.docc" -name '*.md' | wc -l)
    echo "$module: $pages pages ($articles catalog pages), $warnings warnings, $((SECONDS - module_started)) s -> $archive"
    if [ "$warnings" -ne 0 ]; then
        grep -A4 'warning:' "$log"
        failed=1
    fi
done
if [ "$failed" -ne 0 ]; then
    echo "docs: docc warned or failed (above)"
    exit 1
fi
echo "docs: ${#modules[@]} archives, 0 warnings, every public symbol documented, $((SECONDS - started)) s"
