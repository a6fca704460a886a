// ViewLifecycle · HeadlessUIKit

/// The meaning of a text input's content, for AutoFill; headlessly a stored hint only.
public struct UITextContentType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// The content type's name.
    public var rawValue: String

    /// Creates a content type from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The runtime's shorthand for `init(rawValue:)` (Apple's type has no unlabelled form).
    package init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's name.
    public static let name = UITextContentType("name")
    /// A given name.
    public static let givenName = UITextContentType("given-name")
    /// A family name.
    public static let familyName = UITextContentType("family-name")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// An organization name.
    public static let organizationName = UITextContentType("organization")
    /// A job title.
    public static let jobTitle = UITextContentType("job-title")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// A city name.
    public static let addressCity = UITextContentType("address-level2")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A country or region name.
    public static let countryName = UITextContentType("country-name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A user name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType("one-time-code")
}
