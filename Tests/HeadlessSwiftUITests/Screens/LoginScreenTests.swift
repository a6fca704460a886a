// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a login form with focus, submit chaining and validation.
    @Suite(.serialized) @MainActor struct LoginScreenTests {
        struct LoginScreen: View {
            enum Field: Hashable {
                case email, password
            }

            @State private var email = ""
            @State private var password = ""
            @State private var errorMessage: String?
            @State private var isSigningIn = false
            @FocusState private var focusedField: Field?

            let onSignIn: (String) -> Void

            private var isValid: Bool {
                email.contains("@") && password.count >= 8
            }

            var body: some View {
                VStack(spacing: 16) {
                    Text("Welcome back")
                        .font(.title.weight(.semibold))
                        .frame(maxWidth: .infinity, alignment: .leading)

                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .password }
                        .textFieldStyle(.roundedBorder)

                    SecureField("Password", text: $password)
                        .textContentType(.password)
                        .focused($focusedField, equals: .password)
                        .submitLabel(.go)
                        .onSubmit(signIn)
                        .textFieldStyle(.roundedBorder)

                    if let errorMessage {
                        Text(errorMessage)
                            .font(.footnote)
                            .foregroundStyle(.red)
                            .transition(.opacity)
                    }

                    Button(action: signIn) {
                        if isSigningIn {
                            ProgressView()
                                .frame(maxWidth: .infinity)
                        } else {
                            Text("Sign In")
                                .frame(maxWidth: .infinity)
                        }
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .disabled(!isValid || isSigningIn)
                }
                .padding(24)
                .onAppear { focusedField = .email }
                .onChange(of: focusedField) { _, field in
                    log("focus \(field.map { "\($0)" } ?? "none")")
                }
            }

            private func signIn() {
                guard isValid else {
                    errorMessage = String(localized: "Enter a valid email and a password of 8 characters.")
                    return
                }
                errorMessage = nil
                isSigningIn = true
                onSignIn(email)
            }
        }

        @Test(
            "typing both fields enables Sign In; submitting the email moves focus to the password",
            .enabled(if: Driver.drivesUserActions))
        func signsIn() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: LoginScreen { log("signed in \($0)") }))
            try Driver.type("ann@example.com", into: "Email", submit: true)
            try Driver.type("correct horse", into: "Password")
            try Driver.tap("Sign In")
            #expect(events.take() == ["focus email", "focus password", "signed in ann@example.com"])
        }
    }
}
