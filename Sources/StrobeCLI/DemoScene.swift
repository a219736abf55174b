/// The built-in demo scene that `strobe demo` renders.
///
/// A showcase of shape layers: a progress ring (arc with round caps, trimmed by strokeEnd)
/// over its track, an even-odd pentagram with round joins, a rotated rounded tile with group
/// opacity and a sublayer, a dashed wave, a
/// gradient pill and a Pango title, on a rounded, bordered card; the tile casts a shadow. The same JSON is
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
          "borderColor": "systemGray4",
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
              "strokeEnd": 0.72
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
              "lineJoin": "round"
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
              "transform": [
                {
                  "rotate": 0.2617993877991494
                }
              ],
              "sublayers": [
                {
                  "name": "dot",
                  "frame": [
                    25,
                    25,
                    20,
                    20
                  ],
                  "backgroundColor": "#FFFFFF",
                  "cornerRadius": 10
                }
              ],
              "shadowOpacity": 0.35,
              "shadowRadius": 6,
              "shadowOffset": [
                0,
                5
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
