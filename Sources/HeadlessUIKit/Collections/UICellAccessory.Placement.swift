// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// Where a custom view accessory sits: at the leading or trailing edge, at a position among the
    /// accessories already on that edge.
    public enum Placement {
        /// Picks the index to insert at, given the accessories on that edge.
        public typealias Position = (_ accessories: [UICellAccessory]) -> Int

        /// A position just before the first accessory of `accessory`'s type, or at the end when there is none.
        public static func position(before accessory: UICellAccessory) -> UICellAccessory.Placement.Position {
            let type = accessory.accessoryType
            return { accessories in
                accessories.firstIndex { $0.accessoryType == type } ?? accessories.count
            }
        }

        /// A position just after the first accessory of `accessory`'s type, or at the end when there is none.
        public static func position(after accessory: UICellAccessory) -> UICellAccessory.Placement.Position {
            let type = accessory.accessoryType
            return { accessories in
                accessories.firstIndex { $0.accessoryType == type }.map { $0 + 1 } ?? accessories.count
            }
        }

        /// At the leading edge, after the accessories there unless `at` says otherwise.
        case leading(
            displayed: UICellAccessory.DisplayedState = .always,
            at: UICellAccessory.Placement.Position = { $0.count })
        /// At the trailing edge, first unless `at` says otherwise.
        case trailing(
            displayed: UICellAccessory.DisplayedState = .always,
            at: UICellAccessory.Placement.Position = { _ in 0 })

        /// When the accessory shows.
        var displayed: UICellAccessory.DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }
    }
}
