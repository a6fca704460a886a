// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Every rule of the lazy containers' row lifecycle that a source ties to an iOS version, or that
/// no source settles, in one place, so a run can follow one iOS version's behaviour.
///
/// Each property names its versions and source; the defaults are the latest behaviour with
/// evidence; a rule that differs by version reads the run's profile (`Headless.reset(profile:)`).
@MainActor
enum LazyRowRules {
    /// Whether a `List` row gets `onDisappear` when it scrolls out of the visible area.
    ///
    /// iOS 16: yes; a row scrolled back gets `onAppear` again (Ole Begemann's
    /// swiftui-view-lifecycle case study "List", traces/10). No later source says otherwise.
    static var listRowsDisappearOnScrollOut = true

    /// Whether a lazy stack's or lazy grid's row gets `onDisappear` when it scrolls out: the
    /// run's iOS version profile decides (`Headless.Profile.lazyStackRowsDisappearOnScrollOut`).
    ///
    /// iOS 16: no (traces/10); iOS 26: yes, views scrolled out "are removed from the lazy
    /// stack" (WWDC26 "Dive into lazy stacks and scrolling with SwiftUI").
    static var lazyStackRowsDisappearOnScrollOut: Bool {
        Headless.profile.lazyStackRowsDisappearOnScrollOut
    }

    /// How far outside the visible area (in viewport lengths, on each side) a row that was
    /// built keeps its nodes and `@State`; a row farther away is released with its state and
    /// is built afresh when it comes back.
    ///
    /// iOS 16: state is kept for rows scrolled away and back (traces/10, List and lazy stacks);
    /// iOS 17-18: state "can be unexpectedly lost when views scroll offscreen", the rows being
    /// "discarded and recreated to reduce memory usage" (Swift Forums pitch "Stabilize state in
    /// lazy containers", 2025); iOS 26: scrolled-out views are kept "for a number of updates",
    /// and when deleted "state variables are deleted alongside" (WWDC26 "Dive into lazy stacks
    /// and scrolling with SwiftUI"). The distance itself is a guess.
    static var keptViewportLengths: CGFloat = 2

    /// The height of a `List` row without a `frame`: UIKit's standard table-view row, 44 pt.
    static var listRowHeight: CGFloat = 44

    /// The extent of a lazy stack's or grid's row along its axis before any row was measured,
    /// and of a row the headless layout cannot size (guess).
    static var lazyRowExtent: CGFloat = 44

    /// How many times one update may plan a container's rows again after measuring the ones it
    /// built: one pass per row of a guessed extent on screen, a few more while estimates settle.
    static let maximumReplans = 100
}
