#!/usr/bin/env python3
# ViewLifecycle · scripts
"""Writes the appearance phase machine as an SVG for LifecycleCore's DocC catalog.

The four phases sit at the corners of a square, the cycle runs clockwise, and the two
cancellation edges cross between appearing and disappearing. Run it after changing the machine:
`python3 scripts/render-phase-diagram.py` rewrites
Sources/LifecycleCore/LifecycleCore.docc/Resources/phase-machine.svg.
"""

import math
import pathlib

WIDTH, HEIGHT = 640, 400
BOX_W, BOX_H = 150, 46

# Phase name -> centre.
PHASES = {
    "hidden": (120, 80),
    "appearing": (520, 80),
    "visible": (520, 320),
    "disappearing": (120, 320),
}

# (from, to, label, label position, dashed): the machine's edges.
EDGES = [
    ("hidden", "appearing", "willAppear", (320, 66), False),
    ("appearing", "visible", "didAppear", (585, 205), False),
    ("visible", "disappearing", "willDisappear", (320, 344), False),
    ("disappearing", "hidden", "didDisappear", (60, 205), False),
]
CANCELLATIONS = [
    ("appearing", "disappearing", "willDisappear (cancelled)"),
    ("disappearing", "appearing", "willAppear (cancelled)"),
]


def border_point(centre, towards):
    """Where the line from `centre` to `towards` leaves the phase's box."""
    (x, y), (tx, ty) = centre, towards
    dx, dy = tx - x, ty - y
    scale = min(
        (BOX_W / 2) / abs(dx) if dx else float("inf"),
        (BOX_H / 2) / abs(dy) if dy else float("inf"),
    )
    return x + dx * scale, y + dy * scale


def arrow(start, end, dashed, offset=0.0):
    """A straight arrow between two boxes, moved sideways by `offset` so opposite edges separate."""
    (sx, sy), (ex, ey) = start, end
    length = ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5
    nx, ny = -(ey - sy) / length * offset, (ex - sx) / length * offset
    a = border_point((sx + nx, sy + ny), (ex + nx, ey + ny))
    b = border_point((ex + nx, ey + ny), (sx + nx, sy + ny))
    dash = ' stroke-dasharray="7 5"' if dashed else ""
    colour = "#b45309" if dashed else "#1f2937"
    marker = "cancel" if dashed else "step"
    return (
        f'<line x1="{a[0]:.1f}" y1="{a[1]:.1f}" x2="{b[0]:.1f}" y2="{b[1]:.1f}" stroke="{colour}" '
        f'stroke-width="2"{dash} marker-end="url(#{marker})"/>'
    )


def label(text, position, colour="#1f2937", angle=0.0):
    """An edge's event name, turned by `angle` degrees about its centre."""
    x, y = position
    turn = f' transform="rotate({angle:.1f} {x:.1f} {y:.1f})"' if angle else ""
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" '
        f'font-size="15" fill="{colour}"{turn}>{text}</text>'
    )


def along(start, end, offset):
    """Where a cancellation edge's label goes: beside the edge's middle, turned to read along it."""
    (sx, sy), (ex, ey) = (start, end) if start[0] < end[0] else (end, start)
    length = ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5
    nx, ny = (ey - sy) / length * offset, -(ex - sx) / length * offset
    angle = math.degrees(math.atan2(ey - sy, ex - sx))
    return ((sx + ex) / 2 + nx, (sy + ey) / 2 + ny), angle


def svg():
    """The whole diagram."""
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" id="phase-machine" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}">',
        "<title>The appearance phase machine</title>",
        '<rect width="100%" height="100%" fill="#ffffff"/>',
        "<defs>",
        '<marker id="step" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" '
        'orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#1f2937"/></marker>',
        '<marker id="cancel" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" '
        'orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#b45309"/></marker>',
        "</defs>",
    ]
    for start, end, text, position, dashed in EDGES:
        parts.append(arrow(PHASES[start], PHASES[end], dashed))
        parts.append(label(text, position))
    for index, (start, end, text) in enumerate(CANCELLATIONS):
        parts.append(arrow(PHASES[start], PHASES[end], True, offset=10))
        position, angle = along(PHASES[start], PHASES[end], 16 if index == 0 else -28)
        parts.append(label(text, position, "#b45309", angle))
    for name, (x, y) in PHASES.items():
        parts.append(
            f'<rect x="{x - BOX_W / 2}" y="{y - BOX_H / 2}" width="{BOX_W}" height="{BOX_H}" rx="10" '
            'fill="#eef2ff" stroke="#3730a3" stroke-width="2"/>'
        )
        parts.append(
            f'<text x="{x}" y="{y + 6}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" '
            f'font-size="17" font-weight="bold" fill="#1e1b4b">{name}</text>'
        )
    parts.append(label("load comes once, before the first willAppear", (320, 385), "#4b5563"))
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


if __name__ == "__main__":
    root = pathlib.Path(__file__).resolve().parent.parent
    out = root / "Sources/LifecycleCore/LifecycleCore.docc/Resources/phase-machine.svg"
    out.write_text(svg(), encoding="utf-8")
    print(out.relative_to(root))
