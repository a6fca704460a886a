// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenRole {
    /// A page-style tab view's index dots: the page shown and how many there are, adjustable as
    /// VoiceOver's page control is (increment: next page, decrement: previous page).
    package static let pageIndicator = ScreenRole("PageIndicator")
}
