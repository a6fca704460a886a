#!/usr/bin/env bash
# Regenerates Docs/images/demo-timeline.svg, the README's picture of `lifecycle demo`, from the demo
# itself; DemoTimelineTests fails when the committed file differs from what the demo prints.
#   scripts/render-readme-svg.sh          # writes the SVG, and a PNG beside it in .build if rsvg-convert is there
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product lifecycle >/dev/null
bin="$(swift build --show-bin-path)"
mkdir -p Docs/images
"$bin/lifecycle" demo --format svg >Docs/images/demo-timeline.svg.tmp
mv Docs/images/demo-timeline.svg.tmp Docs/images/demo-timeline.svg
echo "wrote Docs/images/demo-timeline.svg"
if command -v rsvg-convert >/dev/null 2>&1; then
    rsvg-convert --format png --output .build/demo-timeline.png Docs/images/demo-timeline.svg
    echo "rendered .build/demo-timeline.png (not committed) to look at"
fi
