// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSwiftUI
    import Seed000Sample
    import Seed001Modifiers
    import ViewLifecycle

    /// A screen of the app session: its name, and the same content watched four ways.
    ///
    /// SwiftUI's `onAppear`/`onDisappear`, seed 001's `onWillAppear`/`onWillDisappear` (picked by
    /// module selector: ViewLifecycle has modifiers of the same names) and ViewLifecycle's
    /// `onLifecycle` with `onVisibilityChange` chained all sit on one `VStack`, and every closure
    /// captures the unread count of the body that made it.
    struct SessionScreen: View {
        /// The name every column prints.
        let name: String
        /// Where the closures report.
        let log: SessionLog
        /// The label of a `NavigationLink` to the Message screen, if the screen has one; such a
        /// screen (Inbox) also shows a banner, itself watched four ways, while messages are unread,
        /// and a link to the Gallery.
        var link: String?
        /// Whether the screen shows seed 000's `SampleView`.
        var showsSample = false

        var body: some View {
            let unread = log.model.unread
            VStack {
                Text(unread == 0 ? name : "\(name) (\(unread) unread)")
                if link != nil, unread > 0, !log.model.bannerClosed {
                    SessionScreen(name: "Banner", log: log)
                }
                if let link {
                    NavigationLink {
                        SessionScreen(name: "Message", log: log)
                    } label: {
                        Text(link)
                    }
                    NavigationLink {
                        GalleryScreen(log: log)
                    } label: {
                        Text("Open gallery")
                    }
                }
                if showsSample {
                    SampleView()
                }
            }
            .onAppear { log.log(.swiftUI, "\(name) onAppear", captured: unread) }
            .onDisappear { log.log(.swiftUI, "\(name) onDisappear", captured: unread) }
            .Seed001Modifiers::onWillAppear { log.log(.seed001, "\(name) willAppear", captured: unread) }
            .Seed001Modifiers::onWillDisappear {
                log.log(.seed001, "\(name) willDisappear", captured: unread)
            }
            .onLifecycle { event, context in
                log.log(.viewLifecycle, Self.describe(name, event, context), captured: unread)
            }
            .onVisibilityChange { visible in
                log.log(.viewLifecycle, "\(name) visible: \(visible)", captured: unread)
            }
        }

        /// `Inbox willDisappear animated interactive covered`: the event and the context's flags,
        /// ending in `swiftUI` where SwiftUI's side spoke rather than UIKit's.
        static func describe(_ name: String, _ event: LifecycleEvent, _ context: LifecycleContext) -> String {
            var words = [name, String("\(event)".prefix { $0 != "(" })]
            if context.isAnimated { words.append("animated") }
            if context.isInteractive { words.append("interactive") }
            if context.isCancellationReversal { words.append("reversal") }
            if let reason = context.disappearanceReason { words.append("\(reason)") }
            if context.source == .swiftUI { words.append("swiftUI") }
            return words.joined(separator: " ")
        }
    }

#endif
