extension PreviewPage {
  /// The whole page.
  public var html: String {
    let w = Self.format(Double(size.width))
    let h = Self.format(Double(size.height))
    let last = max(times.count - 1, 0)
    let keyIndices = keyframeTimes.compactMap { k in
      times.firstIndex { abs($0 - k) <= 1e-9 }
    }
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="generator" content="strobe preview">
      <title>\(Self.escapeHTML(title)) — Strobe preview</title>
      <style>
      html, body { margin: 0; padding: 0; background: #ffffff; }
      body { font: 13px/1.4 system-ui, sans-serif; color: #1d1d1f; }
      #stage { position: absolute; left: 0; top: 0; width: \(w)px; height: \(h)px; overflow: hidden; }
      #stage > svg { position: absolute; left: 0; top: 0; width: \(w)px; height: \(h)px; display: none; }
      #stage > svg.current { display: block; }
      #controls { position: absolute; left: 0; top: \(h)px; width: max(\(w)px, 320px); box-sizing: border-box; padding: 8px; }
      #row { display: flex; align-items: center; gap: 8px; }
      #track { flex: 1; position: relative; }
      #slider { width: 100%; margin: 0; display: block; }
      #time { min-width: 6em; text-align: right; font-variant-numeric: tabular-nums; }
      #marks { position: relative; height: 8px; margin: 2px 8px 0 8px; }
      #marks span { position: absolute; top: 0; width: 2px; height: 8px; margin-left: -1px; background: #ff9500; }
      body.bare #controls { display: none; }
      </style>
      </head>
      <body>
      <div id="stage">

      """
    for (index, t) in times.enumerated() {
      let svg = frames[index]
      // Tag the root element: class, frame index and time.
      let tagged = svg.replacingOccurrences(
        of: "<svg ",
        with: "<svg class=\"frame\(index == 0 ? " current" : "")\" data-index=\"\(index)\" "
          + "data-time=\"\(Self.format(t))\" ",
        options: [], range: svg.range(of: "<svg "))
      out += tagged + "\n"
    }
    out += """
      </div>
      <div id="controls">
      <div id="row">
      <button id="play" type="button" style="width: 4.5em">Play</button>
      <div id="track">
      <input id="slider" type="range" min="0" max="\(last)" step="1" value="0" list="keyframes" aria-label="Time">
      <div id="marks">

      """
    for i in keyIndices {
      let percent = last == 0 ? 0 : Double(i) / Double(last) * 100
      out +=
        "<span data-index=\"\(i)\" style=\"left: \(Self.format(percent))%\" "
        + "title=\"keyframe \(Self.format(times[i])) s\"></span>\n"
    }
    out += "</div>\n</div>\n<span id=\"time\">\(Self.format(times.first ?? 0)) s</span>\n</div>\n"
    out += "<datalist id=\"keyframes\">\n"
    for i in keyIndices {
      out += "<option value=\"\(i)\" label=\"\(Self.format(times[i])) s\"></option>\n"
    }
    out += "</datalist>\n</div>\n<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
    return out
  }

  /// The page's script: slider, play/pause, keyboard, and the `#t=…&bare` parameters.
  static let script = """
    (function () {
      "use strict";
      var frames = Array.prototype.slice.call(document.querySelectorAll("#stage > svg"));
      var times = frames.map(function (f) { return parseFloat(f.getAttribute("data-time")); });
      var slider = document.getElementById("slider");
      var label = document.getElementById("time");
      var button = document.getElementById("play");
      var current = -1, playing = false, startClock = 0, startTime = 0;
      var end = times.length ? times[times.length - 1] : 0;

      function show(i) {
        if (i < 0 || i >= frames.length) { return; }
        for (var k = 0; k < frames.length; k++) {
          frames[k].classList.toggle("current", k === i);
        }
        current = i;
        slider.value = String(i);
        label.textContent = times[i].toFixed(3) + " s";
        document.body.setAttribute("data-time", String(times[i]));
      }
      function nearest(t) {
        var best = 0;
        for (var i = 1; i < times.length; i++) {
          if (Math.abs(times[i] - t) < Math.abs(times[best] - t)) { best = i; }
        }
        return best;
      }
      function atOrBefore(t) {
        var best = 0;
        for (var i = 1; i < times.length; i++) { if (times[i] <= t + 1e-9) { best = i; } }
        return best;
      }
      function tick(now) {
        if (!playing) { return; }
        var t = startTime + (now - startClock) / 1000;
        if (t > end) { t = end > 0 ? t % end : 0; startTime = t; startClock = now; }
        show(atOrBefore(t));
        window.requestAnimationFrame(tick);
      }
      function play() {
        if (playing || end <= 0) { return; }
        playing = true;
        button.textContent = "Pause";
        startTime = current === frames.length - 1 ? 0 : times[current];
        startClock = window.performance.now();
        window.requestAnimationFrame(tick);
      }
      function pause() {
        playing = false;
        button.textContent = "Play";
      }
      function applyParameters() {
        var text = window.location.hash.replace(/^#/, "") + "&" +
          window.location.search.replace(/^\\?/, "");
        var t = 0, autoplay = false;
        text.split("&").forEach(function (p) {
          if (p === "bare") { document.body.classList.add("bare"); }
          if (p === "play") { autoplay = true; }
          if (p.indexOf("t=") === 0) {
            var v = parseFloat(p.slice(2));
            if (isFinite(v)) { t = v; }
          }
        });
        pause();
        show(nearest(t));
        if (autoplay) { play(); }
      }
      slider.addEventListener("input", function () {
        pause();
        show(parseInt(slider.value, 10));
      });
      button.addEventListener("click", function () { if (playing) { pause(); } else { play(); } });
      document.addEventListener("keydown", function (e) {
        if (e.key === " ") { e.preventDefault(); if (playing) { pause(); } else { play(); } }
        if (e.key === "ArrowRight") { pause(); show(Math.min(current + 1, frames.length - 1)); }
        if (e.key === "ArrowLeft") { pause(); show(Math.max(current - 1, 0)); }
      });
      window.addEventListener("hashchange", applyParameters);
      applyParameters();
    })();

    """
}
