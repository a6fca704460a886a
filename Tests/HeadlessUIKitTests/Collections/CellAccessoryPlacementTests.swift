// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIKit's Swift interface (iOS 17.4 SDK): UICellAccessory.Placement and the options' defaults.
@Suite(.serialized, .headlessWorld) @MainActor struct CellAccessoryPlacementTests {
    @Test("positions before and after an accessory find its index; leading goes last, trailing first")
    func positions() {
        let accessories: [UICellAccessory] = [.checkmark(), .disclosureIndicator(), .delete()]
        #expect(UICellAccessory.Placement.position(before: .disclosureIndicator())(accessories) == 1)
        #expect(UICellAccessory.Placement.position(after: .disclosureIndicator())(accessories) == 2)
        #expect(UICellAccessory.Placement.position(after: .reorder())(accessories) == 3)
        guard case .leading(let displayed, let position) = UICellAccessory.Placement.leading() else {
            Issue.record("expected leading")
            return
        }
        #expect(displayed == .always && position(accessories) == 3)
        guard case .trailing(_, let first) = UICellAccessory.Placement.trailing() else {
            Issue.record("expected trailing")
            return
        }
        #expect(first(accessories) == 0)
    }

    @Test("a custom view accessory keeps its view; options default to shown at standard width")
    func customViewAndOptions() {
        let view = UIView()
        let configuration = UICellAccessory.CustomViewConfiguration(
            customView: view, placement: .trailing(displayed: .whenEditing), tintColor: .red)
        #expect(configuration.customView === view && configuration.tintColor == .red)
        #expect(!configuration.isHidden && !configuration.maintainsFixedSize)
        let accessory = UICellAccessory.customView(configuration: configuration)
        #expect(accessory.accessoryType == .customView(view))
        let options = UICellAccessory.DeleteOptions(isHidden: true, backgroundColor: .blue)
        #expect(options.isHidden && options.backgroundColor == .blue && options.tintColor == nil)
        let menu = UICellAccessory.popUpMenu(UIMenu(title: "Sort", children: []))
        #expect(menu.accessoryType == .popUpMenu)
    }
}
