// ViewLifecycle · HeadlessSwiftUI

extension _SelectableRow: ScreenElementSource {
    /// A row with a tag is one button labelled by its content, marked when selected; a tap
    /// selects it and, in a split view's column, shows the next column (a collapsed split view
    /// pushes it). A row without a tag shows its content as it is.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard let tag else { return content }
        var row = ScreenElement.combining(content)
        row.role = .button
        row.isSelected = selection.isSelected(tag)
        let selection = selection
        let column = node.environment.navigationSplitColumn
        row.actions.tap = {
            selection.select(tag)
            column?.rowSelected(clear: selection.clear)
        }
        return [row]
    }
}
