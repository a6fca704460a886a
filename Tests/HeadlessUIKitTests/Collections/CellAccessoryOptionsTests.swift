// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Each extension below declares the same member on a different options type: this file compiles only
// while every options type Apple declares stays a type of its own (two extensions of one type would
// redeclare `accessoryName`).
extension UICellAccessory.DeleteOptions { fileprivate var accessoryName: String { "delete" } }
extension UICellAccessory.InsertOptions { fileprivate var accessoryName: String { "insert" } }
extension UICellAccessory.MultiselectOptions { fileprivate var accessoryName: String { "multiselect" } }
extension UICellAccessory.CheckmarkOptions { fileprivate var accessoryName: String { "checkmark" } }
extension UICellAccessory.DetailOptions { fileprivate var accessoryName: String { "detail" } }
extension UICellAccessory.DisclosureIndicatorOptions {
    fileprivate var accessoryName: String { "disclosureIndicator" }
}

/// Overloads by options type resolve to the type's own function.
private func kind(of options: UICellAccessory.DeleteOptions) -> String { "delete" }
private func kind(of options: UICellAccessory.InsertOptions) -> String { "insert" }
private func kind(of options: UICellAccessory.CheckmarkOptions) -> String { "checkmark" }
private func kind(of options: UICellAccessory.DetailOptions) -> String { "detail" }

/// The accessory option types UIKit declares alike: each keeps its defaults, its members and its identity.
@Suite(.serialized, .headlessWorld) @MainActor struct CellAccessoryOptionsTests {
    @Test func controlOptionsKeepUIKitsDefaults() {
        let delete = UICellAccessory.DeleteOptions()
        let insert = UICellAccessory.InsertOptions()
        let multiselect = UICellAccessory.MultiselectOptions()
        #expect(
            [delete.isHidden, insert.isHidden, multiselect.isHidden] == [false, false, false])
        for width in [
            delete.reservedLayoutWidth, insert.reservedLayoutWidth, multiselect.reservedLayoutWidth,
        ] {
            guard case .standard = width else {
                Issue.record("reservedLayoutWidth \(width), expected .standard")
                continue
            }
        }
        #expect(delete.tintColor == nil && insert.tintColor == nil && multiselect.tintColor == nil)
        #expect(
            delete.backgroundColor == nil && insert.backgroundColor == nil
                && multiselect.backgroundColor == nil)
    }

    @Test func standardOptionsKeepUIKitsDefaults() {
        let checkmark = UICellAccessory.CheckmarkOptions()
        let detail = UICellAccessory.DetailOptions()
        let disclosure = UICellAccessory.DisclosureIndicatorOptions()
        #expect([checkmark.isHidden, detail.isHidden, disclosure.isHidden] == [false, false, false])
        for width in [
            checkmark.reservedLayoutWidth, detail.reservedLayoutWidth, disclosure.reservedLayoutWidth,
        ] {
            guard case .standard = width else {
                Issue.record("reservedLayoutWidth \(width), expected .standard")
                continue
            }
        }
        #expect(checkmark.tintColor == nil && detail.tintColor == nil && disclosure.tintColor == nil)
    }

    @Test func givenValuesAreKeptAndSettable() {
        var delete = UICellAccessory.DeleteOptions(
            isHidden: true, reservedLayoutWidth: .custom(30), tintColor: .red, backgroundColor: .blue)
        #expect(delete.isHidden)
        guard case .custom(30) = delete.reservedLayoutWidth else {
            Issue.record("reservedLayoutWidth \(delete.reservedLayoutWidth), expected .custom(30)")
            return
        }
        #expect(delete.tintColor == .red && delete.backgroundColor == .blue)
        delete.backgroundColor = nil
        #expect(delete.backgroundColor == nil)

        var detail = UICellAccessory.DetailOptions(
            isHidden: true, reservedLayoutWidth: .actual, tintColor: .green)
        #expect(detail.isHidden && detail.tintColor == .green)
        guard case .actual = detail.reservedLayoutWidth else {
            Issue.record("reservedLayoutWidth \(detail.reservedLayoutWidth), expected .actual")
            return
        }
        detail.isHidden = false
        #expect(!detail.isHidden)
    }

    @Test func eachOptionsTypeIsItsOwn() {
        #expect(
            [
                UICellAccessory.DeleteOptions().accessoryName, UICellAccessory.InsertOptions().accessoryName,
                UICellAccessory.MultiselectOptions().accessoryName,
                UICellAccessory.CheckmarkOptions().accessoryName,
                UICellAccessory.DetailOptions().accessoryName,
                UICellAccessory.DisclosureIndicatorOptions().accessoryName,
            ] == ["delete", "insert", "multiselect", "checkmark", "detail", "disclosureIndicator"])
        #expect(
            [
                kind(of: UICellAccessory.DeleteOptions()), kind(of: UICellAccessory.InsertOptions()),
                kind(of: UICellAccessory.CheckmarkOptions()), kind(of: UICellAccessory.DetailOptions()),
            ] == ["delete", "insert", "checkmark", "detail"])
        #expect(UICellAccessory.DeleteOptions.self != UICellAccessory.InsertOptions.self)
        #expect(UICellAccessory.CheckmarkOptions.self != UICellAccessory.DisclosureIndicatorOptions.self)
    }

    @Test func presetsTakeTheirOptions() {
        let accessories: [UICellAccessory] = [
            .delete(options: .init(backgroundColor: .red)), .insert(options: .init(isHidden: true)),
            .multiselect(options: .init(tintColor: .blue)), .checkmark(options: .init(isHidden: true)),
            .detail(options: .init(reservedLayoutWidth: .actual)), .disclosureIndicator(options: .init()),
        ]
        #expect(
            accessories.map { "\($0.accessoryType)" }
                == ["delete", "insert", "multiselect", "checkmark", "detail", "disclosureIndicator"])
    }
}
