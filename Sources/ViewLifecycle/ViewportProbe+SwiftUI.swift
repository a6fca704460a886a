// ViewLifecycle · ViewLifecycle
// Apple's SwiftUI's viewport probe; the headless one is ViewportProbe+Headless.swift.

#if !Headless && (os(macOS) || canImport(UIKit))
    extension ViewportProbe {
        /// The content, measured on every version by a background `GeometryReader`: the view's
        /// bounds against the innermost scroll view's (`bounds(of: .scrollView)`, iOS 17, `nil`
        /// outside any scroll view), again whenever its geometry changes. From iOS 18 SwiftUI's
        /// `onScrollVisibilityChange(threshold:_:)` answers each threshold as well, and its answer
        /// wins once it gave one; the geometry still says whether a scroll view encloses the view
        /// at all. Built with an SDK whose SwiftUI predates iOS 18 (such as the iOS 17.4 SDK this
        /// package is checked against), only the geometry is used.
        @MainActor func body(content: Content) -> some View {
            content.background(geometry).background(scrollVisibility)
        }

        /// A clear view as large as the content that reports the share of it inside the
        /// innermost scroll view, at first and whenever it changes.
        @MainActor private var geometry: some View {
            let gate = gate
            let handlers = handlers
            return GeometryReader { proxy in
                let share = ViewportShare.of(size: proxy.size, inside: proxy.bounds(of: .scrollView))
                Color.clear.onChange(of: share, initial: true) {
                    gate.viewportChanged(share: share, handlers: handlers)
                }
            }
        }

        #if canImport(SwiftUI, _version: 6.0)
            /// SwiftUI's own answer per threshold, from iOS 18; one clear view per threshold, each
            /// as large as the content.
            @MainActor @ViewBuilder private var scrollVisibility: some View {
                if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) {
                    let gate = gate
                    let handlers = handlers
                    ZStack {
                        ForEach(handlers.thresholds.indices, id: \.self) { index in
                            Color.clear.onScrollVisibilityChange(
                                threshold: handlers.thresholds[index].threshold
                            ) {
                                gate.scrollVisibilityChanged($0, at: index, handlers: handlers)
                            }
                        }
                    }
                }
            }
        #else
            /// Nothing: this SDK's SwiftUI has no scroll visibility API.
            private var scrollVisibility: EmptyView { EmptyView() }
        #endif
    }
#endif
