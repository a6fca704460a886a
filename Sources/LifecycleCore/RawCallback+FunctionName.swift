// ViewLifecycle · LifecycleCore

extension RawCallback {
    /// One callback of each kind, `animated: false` where the kind takes the flag, in the order a
    /// controller's life calls them.
    ///
    /// The table of names is ``CallbackName/functionName``; this list lets other modules
    /// enumerate the view-controller callbacks' entries.
    package static let kinds: [RawCallback] = [
        .viewDidLoad, .viewWillAppear(animated: false), .viewIsAppearing(animated: false),
        .viewDidAppear(animated: false), .viewWillDisappear(animated: false),
        .viewDidDisappear(animated: false), .teardown,
    ]

    /// The callback's name in Swift's `#function` form, such as `viewWillAppear(_:)`; `deinit`
    /// for ``teardown``.
    ///
    /// Spelled by the one table of names, `CallbackName.functionName`: traces, the checker's
    /// messages and the headless runtime's recordings all spell a callback this way.
    public var functionName: String { name.functionName }

    /// The callback's entry in the table of names.
    package var name: CallbackName {
        switch self {
        case .viewDidLoad: .viewDidLoad
        case .viewWillAppear: .viewWillAppear
        case .viewIsAppearing: .viewIsAppearing
        case .viewDidAppear: .viewDidAppear
        case .viewWillDisappear: .viewWillDisappear
        case .viewDidDisappear: .viewDidDisappear
        case .teardown: .deinitializer
        }
    }

    /// Creates the callback a `#function` name stands for.
    ///
    /// - Parameters:
    ///   - functionName: A name as ``functionName`` spells it; `deinit` stands for ``teardown``.
    ///   - animated: The flag of the kinds that take one; ignored by the others.
    /// - Returns: `nil` when the name is not a view-controller callback's.
    public init?(functionName: String, animated: Bool) {
        // The names differ in length, so comparing the counts first leaves one string comparison.
        let count = functionName.utf8.count
        guard
            let kind = RawCallback.kinds.first(where: {
                $0.functionName.utf8.count == count && $0.functionName == functionName
            })
        else { return nil }
        switch kind {
        case .viewDidLoad, .teardown: self = kind
        case .viewWillAppear: self = .viewWillAppear(animated: animated)
        case .viewIsAppearing: self = .viewIsAppearing(animated: animated)
        case .viewDidAppear: self = .viewDidAppear(animated: animated)
        case .viewWillDisappear: self = .viewWillDisappear(animated: animated)
        case .viewDidDisappear: self = .viewDidDisappear(animated: animated)
        }
    }
}
