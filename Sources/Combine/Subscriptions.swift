// ViewLifecycle · Combine

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {}

extension Subscriptions {
    /// Returns the “empty” subscription.
    ///
    /// Use the empty subscription when you need a `Subscription` that ignores requests and
    /// cancellation: a publisher that completes at once (`Empty`, `Fail`) hands it over first.
    public static var empty: any Subscription { EmptySubscription() }
}
