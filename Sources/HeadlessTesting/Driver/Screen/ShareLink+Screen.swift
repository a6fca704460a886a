// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ShareLink: ScreenElementSource {
    /// One button labelled by its label (VoiceOver reads a share link as a button); a tap
    /// shares the latest items and presents the share sheet.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let share = share
        return [
            ScreenElement(
                role: .button, label: ScreenElement.combinedLabel(of: content),
                isEnabled: node.environment.isEnabled,
                actions: ScreenActions(tap: { [weak node] in
                    guard let node else { return }
                    Self.present(share, from: node)
                }))
        ]
    }
}
