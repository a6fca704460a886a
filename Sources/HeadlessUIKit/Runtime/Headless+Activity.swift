// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Finishes the share sheet on top as the user does, by choosing `activityType` (or
    /// cancelling, with `nil`): the sheet is dismissed and its `completionWithItemsHandler`
    /// runs after the dismissal; the call runs until idle.
    ///
    /// - Parameters:
    ///   - activityType: The service chosen, or `nil` for Cancel.
    ///   - completed: Whether the service completed.
    /// - Throws: `Headless.ControlError` when no share sheet is on top, or the type is excluded.
    public static func completeActivity(_ activityType: UIActivity.ActivityType?, completed: Bool) throws {
        let top = try ControlFinder.topController()
        guard let sheet = top as? UIActivityViewController else {
            throw ControlError(
                "No share sheet on screen; the top controller is \(String(describing: type(of: top))).")
        }
        if let activityType, sheet.excludedActivityTypes?.contains(activityType) == true {
            throw ControlError("The share sheet excludes \(ControlFinder.quoted(activityType.rawValue)).")
        }
        ControlFinder.play { sheet.userFinishes(with: activityType, completed: completed) }
    }
}
