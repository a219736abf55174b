import Badges
import Foundation

// Prints "<name> <width>x<height>" for every badge resource, or "<name> missing"; exits 1 if
// any is missing or unreadable. Run by Strobe's tests (ExampleAssetPluginTests).
var failed = false
for name in Badges.resourceNames {
  guard let url = Badges.pngURL(named: name), let data = try? Data(contentsOf: url),
    let size = Badges.pixelSize(ofPNG: data)
  else {
    print("\(name) missing")
    failed = true
    continue
  }
  print("\(name) \(size.width)x\(size.height)")
}
exit(failed ? 1 : 0)
