// ViewLifecycle · LifecycleTrace

extension SVGTimeline {
    /// The system font stacks: no font is embedded or fetched.
    static let sansFonts = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
    static let monoFonts = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace"

    /// The palette, readable on white and in grey print.
    enum Ink {
        static let text = "#1f2328"
        static let muted = "#57606a"
        static let faint = "#8c959f"
        static let laneLine = "#d0d7de"
        static let callback = "#0969da"
        static let breach = "#cf222e"
        static let note = "#9a6700"
        static let breachBand = "#ffebe9"
        static let noteBand = "#fff8c5"
        static let headingBand = "#eaeef2"
    }

    /// The document: the title, the legend, the lane titles and lines, then each row's band,
    /// line number, mark, name and findings.
    ///
    /// - Parameter legend: The legend's entries, left to right.
    /// - Returns: A standalone SVG 1.1 document, ending in a newline.
    public func render(legend: [LegendEntry]) -> String {
        let (width, height) = SVGTimeline.size(
            columnCount: columns.count, rowCount: rows.count, legendCount: legend.count)
        let title = SVGText.escaped(title)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\" "
        out += "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(SVGTimeline.sansFonts)\" font-size=\"11\" "
        out += "fill=\"\(Ink.text)\">\n"
        out += "<title>\(title)</title>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
        let m = Layout.margin
        out += "<text x=\"\(m)\" y=\"\(m + 18)\" font-size=\"15\" font-weight=\"bold\">\(title)</text>\n"
        out += "<g id=\"legend\">\n"
        let legendY = m + Layout.titleHeight + Layout.legendHeight / 2
        for (index, entry) in legend.enumerated() {
            let x = m + index * Layout.legendEntryWidth
            out += SVGTimeline.mark(entry.mark, entry.highlight, x: x + 6, y: legendY)
            out += "<text x=\"\(x + 18)\" y=\"\(legendY + 4)\">\(SVGText.escaped(entry.text))</text>\n"
        }
        out += "</g>\n<g id=\"lanes\">\n"
        // Each lane's line runs from its title to its deinit, or to the end of the document.
        let bottom = Layout.rowsTop + rows.count * Layout.rowHeight
        for lane in lanes {
            let x = Layout.markX(lane.column)
            let top = Layout.rowsTop + (lane.titleRow + 1) * Layout.rowHeight
            let end = lane.endRow.map(Layout.rowY) ?? bottom
            guard end > top else { continue }
            out += "<line x1=\"\(x)\" y1=\"\(top)\" x2=\"\(x)\" y2=\"\(end)\" stroke=\"\(Ink.laneLine)\" "
            out += "stroke-width=\"2\"/>\n"
        }
        out += "</g>\n<g id=\"rows\">\n"
        for index in rows.indices { out += row(index, width: width) }
        return out + "</g>\n</svg>\n"
    }

    /// One row's elements.
    private func row(_ index: Int, width: Int) -> String {
        let row = rows[index]
        let top = Layout.rowsTop + index * Layout.rowHeight
        let y = Layout.rowY(index)
        var out = ""
        let isHeading = row.lane == nil && row.titledLanes.isEmpty
        if let band = isHeading ? Ink.headingBand : SVGTimeline.band(row.highlight) {
            out += "<rect x=\"\(Layout.margin)\" y=\"\(top)\" width=\"\(width - 2 * Layout.margin)\" "
            out += "height=\"\(Layout.rowHeight)\" fill=\"\(band)\"/>\n"
        }
        if !row.label.isEmpty {
            out += "<text x=\"\(Layout.margin + Layout.gutterWidth - 8)\" y=\"\(y + 4)\" text-anchor=\"end\" "
            out += "font-family=\"\(SVGTimeline.monoFonts)\" font-size=\"10\" fill=\"\(Ink.muted)\">"
            out += "\(SVGText.escaped(row.label))</text>\n"
        }
        let text = SVGText.escaped(row.text)
        if !row.titledLanes.isEmpty { return out + titles(row.titledLanes, y: y) }
        guard let lane = row.lane else {
            return out
                + "<text x=\"\(Layout.columnLeft(0) + 4)\" y=\"\(y + 4)\" font-weight=\"bold\">\(text)</text>\n"
        }
        let column = lanes[lane].column
        out += SVGTimeline.mark(row.mark, row.highlight, x: Layout.markX(column), y: y)
        out +=
            "<text x=\"\(Layout.markX(column) + 10)\" y=\"\(y + 4)\"\(SVGTimeline.textStyle(row.mark, row.highlight))>"
        out += "\(text)</text>\n"
        if !row.findings.isEmpty {
            let findings = SVGText.truncated(
                row.findings.joined(separator: "; "), to: Layout.findingsTextLimit)
            out += "<text x=\"\(Layout.columnLeft(columns.count) + 8)\" y=\"\(y + 4)\" "
            out += "fill=\"\(SVGTimeline.color(row.highlight))\">\(SVGText.escaped(findings))"
            if !row.details.isEmpty {
                out += "<title>\(SVGText.escaped(row.details.joined(separator: "; ")))</title>"
            }
            out += "</text>\n"
        }
        return out
    }

    /// The titles of lanes that begin below, each in its column: the type name in bold, then
    /// the address in a monospaced font, cut to fit the column.
    private func titles(_ titled: [Int], y: Int) -> String {
        var out = ""
        for index in titled {
            let lane = lanes[index]
            let subtitle = SVGText.truncated(lane.subtitle, to: Layout.subtitleLimit)
            // About 6.5 pixels a bold character and 6 a monospaced one, 8 kept free.
            let room = max((Layout.columnWidth - 12 - 6 * subtitle.count) * 2 / 13, 6)
            let title = SVGText.truncated(lane.title, to: room)
            out += "<text x=\"\(Layout.columnLeft(lane.column) + 4)\" y=\"\(y + 4)\">"
            out += "<tspan font-weight=\"bold\">\(SVGText.escaped(title))</tspan>"
            if !subtitle.isEmpty {
                out +=
                    " <tspan font-family=\"\(SVGTimeline.monoFonts)\" font-size=\"10\" fill=\"\(Ink.muted)\">"
                out += "\(SVGText.escaped(subtitle))</tspan>"
            }
            out += "</text>\n"
        }
        return out
    }

    /// The band behind a row with a finding: red for a breach, amber for a note.
    static func band(_ highlight: Highlight?) -> String? {
        switch highlight {
        case .breach: return Ink.breachBand
        case .cancelled, .note: return Ink.noteBand
        case .repair, nil: return nil
        }
    }

    /// The colour of a finding's mark and text; a callback's blue without one.
    static func color(_ highlight: Highlight?) -> String {
        switch highlight {
        case .breach: return Ink.breach
        case .cancelled, .note: return Ink.note
        case .repair: return Ink.muted
        case nil: return Ink.callback
        }
    }

    /// The attributes of the name beside a mark: red for a breach, grey italic for the
    /// balancer's events.
    static func textStyle(_ mark: Mark, _ highlight: Highlight?) -> String {
        if highlight == .breach { return " fill=\"\(Ink.breach)\"" }
        switch mark {
        case .synthesized, .dropped: return " fill=\"\(Ink.muted)\" font-style=\"italic\""
        case .callback, .end: return ""
        }
    }

    /// One mark centred at (`x`, `y`).
    static func mark(_ mark: Mark, _ highlight: Highlight?, x: Int, y: Int) -> String {
        let color = color(highlight)
        switch mark {
        case .callback where highlight == .cancelled:
            return
                "<path d=\"M\(x),\(y - 6) L\(x + 6),\(y) L\(x),\(y + 6) L\(x - 6),\(y) Z\" fill=\"\(color)\"/>\n"
        case .callback:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"5\" fill=\"\(color)\"/>\n"
        case .end:
            let stroke = highlight == .breach ? Ink.breach : Ink.text
            return "<path d=\"M\(x - 5),\(y - 5) L\(x + 5),\(y + 5) M\(x + 5),\(y - 5) L\(x - 5),\(y + 5)\" "
                + "stroke=\"\(stroke)\" stroke-width=\"2.5\" fill=\"none\"/>\n"
        case .synthesized:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"5\" fill=\"#ffffff\" stroke=\"\(color)\" "
                + "stroke-width=\"1.5\" stroke-dasharray=\"2,2\"/>\n"
        case .dropped:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"5\" fill=\"#ffffff\" stroke=\"\(Ink.faint)\" "
                + "stroke-width=\"1.5\" stroke-dasharray=\"2,2\"/>\n"
                + "<path d=\"M\(x - 7),\(y) L\(x + 7),\(y)\" stroke=\"\(Ink.faint)\" stroke-width=\"1.5\"/>\n"
        }
    }
}
