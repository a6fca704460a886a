// ViewLifecycle · LifecycleTrace

/// Readable forms of the class names the Objective-C runtime prints for Swift types.
///
/// `description` of an `NSObject` subclass prints its runtime name, which for a type nested in
/// another, declared in a Playground, or generic is the old-style mangled form:
/// `_TtCV14__lldb_expr_9010SampleView11Coordinator` is the class `Coordinator` inside the struct
/// `SampleView` in the module `__lldb_expr_90`, and `_TtGC5MyApp3BoxSS_` is `MyApp.Box<Swift.String>`.
public enum SwiftTypeName {
    /// Demangles an old-style runtime class name, or returns `name` unchanged.
    ///
    /// The form is `_Tt` then a type. A nominal type is one kind letter per nesting level
    /// (innermost first: `C` class, `V` struct, `O` enum), the module (length-prefixed, or `s` for
    /// `Swift`), then one length-prefixed name per level, outermost first. A generic one is `G`, the
    /// nominal type, its arguments, and `_`; an argument is a type or one of the standard library's
    /// short forms (`Si` Int, `SS` String, `Sa` Array, `Sq` Optional…). Anything else (private
    /// discriminators, functions, tuples, a name that is not mangled) is returned as it is rather
    /// than guessed at.
    ///
    /// - Parameter name: A type name as printed.
    /// - Returns: The dotted name, such as `__lldb_expr_90.SampleView.Coordinator`.
    public static func demangle(_ name: String) -> String {
        guard name.utf8.starts(with: "_Tt".utf8) else { return name }
        var parser = Parser(bytes: Array(name.utf8.dropFirst(3)))
        guard let type = parser.type(), parser.isAtEnd else { return name }
        return type
    }
}
