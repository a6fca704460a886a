// ViewLifecycle · HeadlessUIKit

import Foundation

/// A nib: the views an app's Interface Builder file defines, made on request.
///
/// Headlessly a nib exists once a test adds it with `Headless.addNib(named:topLevelViews:)`.
/// Its views are made as UIKit makes them, with `init(coder:)` and then `awakeFromNib()`; the
/// subviews, outlets and actions a nib file would also hold are not loaded.
@available(iOS 4.0, *)
@MainActor
@preconcurrency
open class UINib: NSObject {
    private let name: String?
    private let bundle: Bundle

    /// Names the nib `name` in `bundleOrNil`; it is looked up when instantiated, as UIKit does.
    ///
    /// - Parameters:
    ///   - name: The nib's name, without its extension.
    ///   - bundleOrNil: The bundle it is in, or `nil` for the main bundle.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? .main
        super.init()
    }

    /// Wraps a compiled nib's data, which the headless runtime cannot read: instantiating it
    /// stops the program, naming the fix.
    ///
    /// - Parameters:
    ///   - data: The nib's data.
    ///   - bundleOrNil: The bundle its resources are in, or `nil` for the main bundle.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        bundle = bundleOrNil ?? .main
        super.init()
    }

    /// Makes the nib's top-level views, in order, then sends each `awakeFromNib()`; stops the
    /// program, as UIKit does, when there is no such nib.
    ///
    /// - Parameters:
    ///   - ownerOrNil: The nib's owner (no outlets are connected headlessly).
    ///   - optionsOrNil: Loading options (unused).
    /// - Returns: The top-level views.
    open func instantiate(
        withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
    ) -> [Any] {
        guard let name else {
            preconditionFailure(
                "A nib made with UINib(data:bundle:) cannot be read headlessly: make it with "
                    + "UINib(nibName:bundle:) and add it with Headless.addNib(named:topLevelViews:).")
        }
        guard let types = InterfaceFiles.current.nibs[name] else {
            preconditionFailure(
                "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'. "
                    + "Headlessly a nib exists once a test adds it: call "
                    + "Headless.addNib(named: \"\(name)\", topLevelViews: [...]) first.")
        }
        let coder = NSCoder()
        let views = types.map { type in
            guard let view = type.init(coder: coder) else {
                preconditionFailure(
                    "\(type).init(coder:) returned nil in the nib '\(name)': a view made from a nib must be "
                        + "able to initialize from a coder.")
            }
            return view
        }
        for view in views { view.awakeFromNib() }
        return views
    }

    /// What a table or collection view keeps for a nib registered for `identifier`: each call
    /// loads the nib's one view of `type`, as UIKit makes a cell, and gives it the identifier;
    /// it stops the program with UIKit's reason when the nib holds anything else.
    func makerOfRegisteredView<View: ReusableView>(
        _ type: View.Type, for identifier: String
    ) -> () -> View {
        {
            let objects = self.instantiate(withOwner: nil)
            guard objects.count == 1, let view = objects[0] as? View else {
                preconditionFailure(
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top "
                        + "level object which must be a \(type) instance")
            }
            view.reuseIdentifier = identifier
            return view
        }
    }
}
