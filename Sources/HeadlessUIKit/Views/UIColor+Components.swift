// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIColor {
    /// Creates a colour from hue, saturation and brightness (each 0 to 1), converted to red, green and
    /// blue the way HSB converts everywhere (hue 0 is red, 1/3 green, 2/3 blue).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// Creates a colour that `resolvedColor(with:)` asks `dynamicProvider` for; its own components are
    /// the provider's answer for the current traits on the main actor (light mode off it).
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        var now: UIColor?
        if ConcurrencyRuntime.isOnMainActor {
            nonisolated(unsafe) let provider = dynamicProvider
            now = MainActor.assumeIsolated { provider(UITraitCollection.current) }
        }
        self.init(components: now?.components ?? (0, 0, 0, 1), dynamicProvider: dynamicProvider)
    }

    /// A dynamic colour's answer for `traitCollection`; a fixed colour is itself.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Writes the red, green, blue and alpha components; always succeeds headlessly.
    @available(iOS 5.0, *)
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// Writes the hue, saturation, brightness and alpha computed from the red, green and blue components.
    @available(iOS 5.0, *)
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b) = (components.red, components.green, components.blue)
        let maximum = max(r, g, b)
        let delta = maximum - min(r, g, b)
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r {
                h = (g - b) / delta
            } else if maximum == g {
                h = 2 + (b - r) / delta
            } else {
                h = 4 + (r - g) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = components.alpha
        return true
    }

    /// Writes the grey level (the mean of red, green and blue) and alpha; false unless the colour is a
    /// grey, as UIKit answers for a colour not in a greyscale space.
    @available(iOS 5.0, *)
    public func getWhite(
        _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard components.red == components.green, components.green == components.blue else { return false }
        white?.pointee = components.red
        alpha?.pointee = components.alpha
        return true
    }

    /// Red, green and blue for a hue, saturation and brightness.
    static func rgb(
        hue: CGFloat, saturation: CGFloat, brightness: CGFloat
    ) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        let wrapped = hue - hue.rounded(.down)
        let sector = wrapped * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch index {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
