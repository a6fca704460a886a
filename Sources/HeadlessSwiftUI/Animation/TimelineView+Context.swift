// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension TimelineView where Content: View {
    /// Creates a timeline view whose content takes this view's own context type: the same
    /// timeline as `init(_:content:)` with the default context.
    @available(
        iOS, deprecated, introduced: 15.0,
        message:
            "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
    )
    @available(
        macOS, deprecated, introduced: 12.0,
        message:
            "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
    )
    @_disfavoredOverload
    public init(
        _ schedule: Schedule,
        @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content
    ) {
        self.init(schedule) { (context: TimelineViewDefaultContext) in
            let cadence: TimelineView<Schedule, Content>.Context.Cadence =
                switch context.cadence {
                case .live: .live
                case .seconds: .seconds
                case .minutes: .minutes
                }
            return content(TimelineView<Schedule, Content>.Context(date: context.date, cadence: cadence))
        }
    }
}

@available(iOS 16.0, *)
@available(macOS, unavailable)
extension TimelineView.Context {
    /// Asks the timeline to rebuild its content off schedule: nothing to do headlessly, where
    /// the content is rebuilt at every entry and never kept stale (a device's reduced-cadence
    /// mode has no counterpart).
    public func invalidateTimelineContent() {}
}
