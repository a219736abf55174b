import Foundation
import StrobeScene
import StrobeUIKitCompat
import Testing

@Suite struct UIColorTests {
  func rgba(_ c: UIColor) -> [Double] {
    [
      Double(c.cgColor.red), Double(c.cgColor.green), Double(c.cgColor.blue),
      Double(c.cgColor.alpha),
    ]
  }

  func rgb255(_ r: Double, _ g: Double, _ b: Double) -> [Double] { [r / 255, g / 255, b / 255, 1] }

  @Test func systemPaletteHasTheHIGValues() {
    // iOS 15–17 light-appearance values (Human Interface Guidelines), written out by hand.
    let expected: [(UIColor, [Double])] = [
      (.systemBlue, rgb255(0, 122, 255)), (.systemRed, rgb255(255, 59, 48)),
      (.systemGreen, rgb255(52, 199, 89)), (.systemOrange, rgb255(255, 149, 0)),
      (.systemYellow, rgb255(255, 204, 0)), (.systemPink, rgb255(255, 45, 85)),
      (.systemPurple, rgb255(175, 82, 222)), (.systemIndigo, rgb255(88, 86, 214)),
      (.systemTeal, rgb255(48, 176, 199)), (.systemMint, rgb255(0, 199, 190)),
      (.systemCyan, rgb255(50, 173, 230)), (.systemBrown, rgb255(162, 132, 94)),
      (.systemGray, rgb255(142, 142, 147)), (.systemGray2, rgb255(174, 174, 178)),
      (.systemGray3, rgb255(199, 199, 204)), (.systemGray4, rgb255(209, 209, 214)),
      (.systemGray5, rgb255(229, 229, 234)), (.systemGray6, rgb255(242, 242, 247)),
    ]
    for (color, want) in expected {
      #expect(zip(rgba(color), want).allSatisfy { near($0, $1, 1e-12) }, "\(color)")
    }
  }

  @Test func fixedColoursHaveUIKitComponents() {
    #expect(rgba(.black) == [0, 0, 0, 1] && rgba(.white) == [1, 1, 1, 1])
    #expect(rgba(.clear) == [0, 0, 0, 0])
    #expect(
      rgba(.red) == [1, 0, 0, 1] && rgba(.green) == [0, 1, 0, 1] && rgba(.blue) == [0, 0, 1, 1])
    #expect(rgba(.orange) == [1, 0.5, 0, 1] && rgba(.purple) == [0.5, 0, 0.5, 1])
    #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1] && rgba(.gray) == [0.5, 0.5, 0.5, 1])
    #expect(near(rgba(.darkGray)[0], 1.0 / 3.0) && near(rgba(.lightGray)[0], 2.0 / 3.0))
  }

  @Test func paletteIsTheSceneFormatsTable() {
    // Same CGColor as the scene colour of the same name (one table, shared).
    #expect(UIColor.systemBlue.cgColor == SceneColor.named["systemBlue"]!.cgColor)
    #expect(UIColor.systemGray5.cgColor == SceneColor.named["systemGray5"]!.cgColor)
  }

  @Test func initialisers() {
    #expect(rgba(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)) == [0.1, 0.2, 0.3, 0.4])
    #expect(rgba(UIColor(white: 0.25, alpha: 0.5)) == [0.25, 0.25, 0.25, 0.5])
    let cg = CGColor(srgbRed: 0.5, green: 0.6, blue: 0.7, alpha: 1)
    #expect(UIColor(cgColor: cg).cgColor == cg)
    #expect(rgba(UIColor.systemBlue.withAlphaComponent(0.3)) == [0, 122.0 / 255, 1, 0.3])
  }

  @Test func hueSaturationBrightness() {
    func hsb(_ h: Double, _ s: Double, _ b: Double) -> [Double] {
      rgba(UIColor(hue: h, saturation: s, brightness: b, alpha: 1))
    }
    #expect(hsb(0, 1, 1) == [1, 0, 0, 1])
    #expect(zip(hsb(1.0 / 3.0, 1, 1), [0, 1, 0, 1]).allSatisfy { near($0, $1, 1e-12) })
    #expect(zip(hsb(2.0 / 3.0, 1, 1), [0, 0, 1, 1]).allSatisfy { near($0, $1, 1e-12) })
    #expect(zip(hsb(0.5, 0.5, 1), [0.5, 1, 1, 1]).allSatisfy { near($0, $1, 1e-12) })
    #expect(zip(hsb(30.0 / 360.0, 1, 0.8), [0.8, 0.4, 0, 1]).allSatisfy { near($0, $1, 1e-12) })
    #expect(hsb(0.7, 0, 0.6) == [0.6, 0.6, 0.6, 1])  // no saturation: grey
    var h: CGFloat = 0
    var s: CGFloat = 0
    var v: CGFloat = 0
    var a: CGFloat = 0
    UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(
      &h, saturation: &s, brightness: &v, alpha: &a)
    #expect(near(h, 30.0 / 360.0, 1e-12) && s == 1 && v == 1 && a == 1)
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(r == 1 && near(g, 59.0 / 255) && near(b, 48.0 / 255))
    var w: CGFloat = 0
    #expect(UIColor.gray.getWhite(&w, alpha: &a) && w == 0.5)
    #expect(!UIColor.red.getWhite(&w, alpha: &a))
  }
}
