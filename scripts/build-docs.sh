#!/usr/bin/env bash
# Builds the DocC archives of the package's public modules into .build/docs/archives/<Module>.doccarchive
# with the toolchain's own docc (no swift-docc-plugin needed), from symbol graphs extracted from the
# debug build's modules, then merges them into one site, .build/docs/site, whose landing page
# lists every module. Fails when docc warns (a broken link, a missing resource) or when a public
# symbol has no doc comment, listing each.
#
#   scripts/build-docs.sh                 # all of them, and the site
#   scripts/build-docs.sh LifecycleCore   # some, and a site of those
#
# Serve the site with any static file server and open its root, e.g.
# `python3 -m http.server -d .build/docs/site` and http://localhost:8000 (which goes on to
# /documentation, the landing page).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    modules=(LifecycleCore LifecycleTrace HeadlessUIKit HeadlessSwiftUI HeadlessTesting HeadlessSnapshotTesting ViewLifecycle)
fi

toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc=${DOCC:-$toolchain_bin/docc}
extract=${SYMBOLGRAPH_EXTRACT:-$toolchain_bin/swift-symbolgraph-extract}
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if command -v xcrun >/dev/null 2>&1; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
out=.build/docs
graphs=$out/symbol-graphs
archives=$out/archives
site=$out/site
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
    archive=$archives/$module.doccarchive
    log=$out/$module.log
    mkdir -p "$archives"
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

# One site for every archive: docc's merge adds a landing page listing the modules, and every page
# keeps its own index.html, so the root's own is free to send a visitor to the landing page (served
# as is, the root would show DocC's empty page).
echo "== docc merge"
rm -rf "$site"
merge_args=()
for module in "${modules[@]}"; do merge_args+=("$archives/$module.doccarchive"); done
"$docc" merge "${merge_args[@]}" --synthesized-landing-page-name ViewLifecycle \
    --synthesized-landing-page-kind Package --output-path "$site" >"$out/merge.log" 2>&1 \
    || { cat "$out/merge.log"; exit 1; }
[ -f "$site/documentation/index.html" ] || { echo "docs: the merged site has no landing page"; exit 1; }
cat >"$site/index.html" <<'HTML'
<!DOCTYPE html>
<meta charset="utf-8">
<title>ViewLifecycle documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/">
<a href="documentation/">ViewLifecycle documentation</a>
HTML
echo "docs: ${#modules[@]} archives, 0 warnings, every public symbol documented, $((SECONDS - started)) s"
echo "docs: the site is $site: python3 -m http.server -d $site, then open http://localhost:8000"
