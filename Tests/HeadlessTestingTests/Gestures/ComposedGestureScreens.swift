// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting

/// Views whose gestures are composed (simultaneous, exclusive, sequenced), mapped, type-erased
/// or spatial, each logging the values the driver delivers.
struct ComposedGestureScreen: View {
    var body: some View {
        VStack {
            Text("Both")
                .gesture(
                    TapGesture().simultaneously(with: SpatialTapGesture())
                        .onEnded { value in
                            log(
                                "both first \(value.first != nil) second \(value.second.map { "\(Int($0.location.x)),\(Int($0.location.y))" } ?? "nil")"
                            )
                        })
            Text("Either")
                .gesture(
                    LongPressGesture(minimumDuration: 1).exclusively(before: DragGesture(minimumDistance: 0))
                        .onEnded { value in
                            switch value {
                            case .first(let pressed): log("either first \(pressed)")
                            case .second(let drag): log("either second \(Int(drag.translation.width))")
                            }
                        })
            Text("Then")
                .gesture(
                    LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture(minimumDistance: 0))
                        .onChanged { value in
                            switch value {
                            case .first(let pressed): log("then first \(pressed)")
                            case .second(let pressed, let drag):
                                log(
                                    "then second \(pressed) \(drag.map { "\(Int($0.translation.width))" } ?? "nil")"
                                )
                            }
                        })
            Text("Mapped")
                .gesture(TapGesture(count: 2).map { "double" }.onEnded { log("mapped \($0)") })
            Text("Erased")
                .gesture(
                    AnyGesture(SpatialTapGesture().map(\.location)).onEnded {
                        log("erased \(Int($0.x)),\(Int($0.y))")
                    })
        }
    }
}

/// A handle whose gesture state reports, through its reset callback, the value the gesture left.
struct ResettingGestureStateHandle: View {
    @GestureState(reset: { value, _ in log("reset from \(Int(value))") }) private var dragged: CGFloat = 0

    var body: some View {
        Text("Reset handle")
            .gesture(DragGesture().updating($dragged) { value, state, _ in state = value.translation.height })
            .onChange(of: dragged) { _, new in log("dragged \(Int(new))") }
    }
}

/// A handle whose drag is an optional gesture: `nil` once "Lock" is tapped, as apps turn a
/// gesture off.
struct LockableHandle: View {
    @State private var locked = false

    var body: some View {
        VStack {
            Text("Handle")
                .gesture(locked ? nil : DragGesture().onEnded { log("moved \(Int($0.translation.width))") })
            Button("Lock") { locked = true }
        }
    }
}
