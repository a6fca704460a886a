// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessUIKit
    import LifecycleTrace
    import Seed000Sample

    /// Who is who in the trace: the screens' hosting controllers and their hidden children, by
    /// address, so the demo prints `Inbox bridge viewWillAppear` rather than an address that
    /// differs on every run.
    ///
    /// Controllers are held weakly: holding one would keep it alive and change the trace it is in.
    @MainActor
    final class SessionCast {
        /// What a controller is to a screen.
        enum Role: Equatable {
            /// The screen's hosting controller.
            case host
            /// ViewLifecycle's bridge controller behind the screen's content.
            case bridge
            /// A coordinator of seed 001 (one per modifier), reported in its own column.
            case seedCoordinator
            /// Seed 000's `SampleUIViewController`.
            case sample
        }

        private struct Member {
            var label: String
            var role: Role
            weak var object: UIViewController?
        }

        private final class WeakHost {
            weak var controller: UIViewController?
            let name: String
            /// The owner the host's next new children belong to, when not the host's own screen.
            var nested: String?
            init(_ controller: UIViewController, name: String) {
                self.controller = controller
                self.name = name
            }
        }

        private var members: [String: Member] = [:]
        private var hosts: [WeakHost] = []
        /// Screens whose hidden children a note has counted.
        private var described: Set<String> = []
        private var pendingNotes: [String] = []

        /// Names `controller` as the hosting controller of the screen `name`.
        func host(_ controller: UIViewController, _ name: String) {
            members[Self.address(of: controller)] = Member(
                label: "\(name) host", role: .host, object: controller)
            hosts.append(WeakHost(controller, name: name))
        }

        /// Says that the next children to join the host of `hostName` belong to `name`, a view nested
        /// in that screen with modifiers of its own.
        func nest(_ name: String, in hostName: String) {
            hosts.first { $0.name == hostName }?.nested = name
        }

        /// Forgets the controllers that no longer exist. Called before a step, when every record of
        /// theirs has been labelled: a controller made later may be given a departed one's address,
        /// and must not be printed under its name.
        func forgetDeparted() {
            members = members.filter { $0.value.object != nil }
            hosts.removeAll { $0.controller == nil }
        }

        /// Names the new children of every live host by what they are and whose they are; the first
        /// time a screen has children, adds a note counting them.
        func refresh() {
            for host in hosts {
                guard let controller = host.controller else { continue }
                let owner = host.nested ?? host.name
                var counts: [Role: Int] = [:]
                for child in controller.children {
                    let address = Self.address(of: child)
                    guard members[address]?.object !== child, let role = Self.role(of: child) else {
                        continue
                    }
                    counts[role, default: 0] += 1
                    let label = role == .sample ? "SampleUIViewController" : "\(owner) \(Self.word(role))"
                    members[address] = Member(label: label, role: role, object: child)
                }
                guard !counts.isEmpty else { continue }
                host.nested = nil
                if described.insert(owner).inserted { pendingNotes.append(Self.note(owner, counts)) }
            }
        }

        /// The notes made since the last call.
        func takeNotes() -> [String] {
            defer { pendingNotes.removeAll() }
            return pendingNotes
        }

        /// The label of the record's object, if the UIKit column shows it: hosts, bridges and seed
        /// 000's controller; seed 001's coordinators speak in their own column.
        func label(of record: TraceRecord) -> String? {
            guard let object = record.object, let member = members[object], member.role != .seedCoordinator
            else { return nil }
            return member.label
        }

        private static func role(of child: UIViewController) -> Role? {
            if child is SampleUIViewController { return .sample }
            let type = String(reflecting: type(of: child))
            if type.hasSuffix("LifecycleBridgeController") { return .bridge }
            if type.hasPrefix("Seed001Modifiers."), type.hasSuffix(".Coordinator") { return .seedCoordinator }
            return nil
        }

        private static func word(_ role: Role) -> String {
            switch role {
            case .host: return "host"
            case .bridge: return "bridge"
            case .seedCoordinator: return "seed 001 coordinator"
            case .sample: return "SampleUIViewController"
            }
        }

        private static func note(_ name: String, _ counts: [Role: Int]) -> String {
            let seed = counts[.seedCoordinator, default: 0]
            let bridges = counts[.bridge, default: 0]
            var note =
                "\(name)'s hidden controllers: seed 001 \(seed) (one per modifier), "
                + "ViewLifecycle \(bridges) (onLifecycle and onVisibilityChange share it)"
            if counts[.sample] != nil { note += ", plus SampleView's controller" }
            return note
        }

        /// An object's address as HeadlessUIKit's trace prints it.
        private static func address(of object: AnyObject) -> String {
            "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
        }
    }

#endif
