/// The built-in demo scene that `strobe demo` renders.
///
/// A showcase of shape layers that moves: a progress ring (arc with round caps, trimmed by a
/// `strokeEnd` keyframe animation) over its track, an even-odd pentagram with round joins
/// that pulses (`transform.scale`, autoreversing), a rounded tile with a shadow that turns a
/// quarter (`transform.rotation.z`), a dashed wave whose dashes march (`lineDashPhase`), a
/// gradient pill and a Pango title, over a rounded, bordered card (a sibling, so that its
/// border does not sit over the animated layers). Every animation repeats within the
/// scene's 2.4 s, so the animated outputs (30 frames a second for the APNG) loop without a
/// jump; each maps exactly onto CSS (docs/animated-output.md §The demo). The same JSON is
/// committed as Fixtures/demo.json (a test keeps the two equal).
enum DemoScene {
  /// The file name used in messages and as the output stem.
  static let fileName = "demo.json"

  /// The scene document.
  static let json = #"""
    {
      "strobe": 1,
      "canvas": {
        "width": 480,
        "height": 270,
        "background": "systemGray6"
      },
      "duration": 2.4,
      "export": {
        "fps": 30
      },
      "layers": [
        {
          "name": "card",
          "frame": [
            16,
            16,
            448,
            238
          ],
          "backgroundColor": "#FFFFFF",
          "cornerRadius": 20,
          "borderWidth": 1,
          "borderColor": "systemGray4"
        },
        {
          "name": "content",
          "frame": [
            16,
            16,
            448,
            238
          ],
          "sublayers": [
            {
              "type": "text",
              "name": "title",
              "frame": [
                24,
                10,
                300,
                30
              ],
              "string": "Strobe",
              "font": "DejaVu Sans",
              "fontSize": 22,
              "foregroundColor": "#1C1C1E"
            },
            {
              "type": "shape",
              "name": "track",
              "frame": [
                24,
                44,
                150,
                150
              ],
              "path": {
                "arc": {
                  "center": [
                    75,
                    75
                  ],
                  "radius": 60,
                  "startAngle": -1.5707963267948966,
                  "endAngle": 4.71238898038469,
                  "clockwise": true
                }
              },
              "fillColor": null,
              "strokeColor": "systemGray5",
              "lineWidth": 16
            },
            {
              "type": "shape",
              "name": "progress",
              "frame": [
                24,
                44,
                150,
                150
              ],
              "path": {
                "arc": {
                  "center": [
                    75,
                    75
                  ],
                  "radius": 60,
                  "startAngle": -1.5707963267948966,
                  "endAngle": 4.71238898038469,
                  "clockwise": true
                }
              },
              "fillColor": null,
              "strokeColor": "systemBlue",
              "lineWidth": 16,
              "lineCap": "round",
              "strokeEnd": 0.72,
              "animations": [
                {
                  "type": "keyframe",
                  "keyPath": "strokeEnd",
                  "values": [
                    0.72,
                    0.25,
                    0.72
                  ],
                  "keyTimes": [
                    0,
                    0.5,
                    1
                  ],
                  "timingFunctions": [
                    "easeInEaseOut",
                    "easeInEaseOut"
                  ],
                  "duration": 2.4,
                  "repeatCount": "infinity"
                }
              ]
            },
            {
              "type": "shape",
              "name": "star",
              "frame": [
                196,
                54,
                120,
                120
              ],
              "path": "M60.000 5.000 L92.328 104.496 L7.692 43.004 L112.308 43.004 L27.672 104.496 Z",
              "fillColor": "systemOrange",
              "fillRule": "evenOdd",
              "strokeColor": "#7F3F00",
              "lineWidth": 3,
              "lineJoin": "round",
              "animations": [
                {
                  "type": "basic",
                  "keyPath": "transform.scale",
                  "fromValue": 1,
                  "toValue": 1.12,
                  "duration": 0.6,
                  "autoreverses": true,
                  "repeatCount": "infinity",
                  "timingFunction": "easeInEaseOut"
                }
              ]
            },
            {
              "name": "tile",
              "bounds": [
                0,
                0,
                70,
                70
              ],
              "position": [
                380,
                84
              ],
              "backgroundColor": "systemPink",
              "cornerRadius": 14,
              "opacity": 0.85,
              "shadowOpacity": 0.35,
              "shadowRadius": 6,
              "shadowOffset": [
                0,
                5
              ],
              "animations": [
                {
                  "type": "basic",
                  "keyPath": "transform.rotation.z",
                  "fromValue": 0.2617993877991494,
                  "toValue": 1.832595714594046,
                  "duration": 2.4,
                  "repeatCount": "infinity",
                  "timingFunction": "easeInEaseOut"
                }
              ]
            },
            {
              "type": "shape",
              "name": "wave",
              "frame": [
                330,
                150,
                100,
                60
              ],
              "path": "M0 30 C 16 0, 34 0, 50 30 S 84 60, 100 30",
              "fillColor": null,
              "strokeColor": "systemGreen",
              "lineWidth": 5,
              "lineCap": "round",
              "lineDashPattern": [
                12,
                8
              ],
              "animations": [
                {
                  "type": "basic",
                  "keyPath": "lineDashPhase",
                  "fromValue": 0,
                  "toValue": -20,
                  "duration": 0.6,
                  "repeatCount": "infinity"
                }
              ]
            },
            {
              "type": "gradient",
              "name": "pill",
              "frame": [
                196,
                196,
                120,
                24
              ],
              "cornerRadius": 12,
              "colors": [
                "systemBlue",
                "systemPurple"
              ],
              "startPoint": [
                0,
                0.5
              ],
              "endPoint": [
                1,
                0.5
              ]
            }
          ]
        }
      ]
    }
    """#
}
