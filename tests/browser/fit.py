"""What the browser suite measures of a notebook's outputs on a projector's screen
(issue 36: the projector mode), shared by ``test_projector.py`` (a notebook of its own)
and ``test_notebooks.py`` (every lesson, both editions).

:data:`MEASURE` (run in the page) reads every top-level output of the notebook: its
``scrollWidth`` and ``clientWidth``, the parts of the kit's widgets that overflow, the
box of every picture (``<img>``, ``<svg>``), each SVG picture's texts (the computed
font size times the scale on the screen, ``getScreenCTM``, and whether each text's box
is inside the ``viewBox``: an SVG shown as an ``<img>`` is drawn again inline at its
shown size to be measured), each raster picture's shown and own width, and the kit's
widgets' text (buttons, menus, status, log, readouts, labels: their computed size, and
whether a label is cut). :func:`judge` turns one output's record into the sizes found
and the problems; :func:`chart` judges a matplotlib picture.

A PNG does not say how large its text is. Its smallest text is measured where it is
drawn, in pixels at the figure's resolution, and multiplied by how much the page
shrinks the picture (shown width over own width, at most 1): ``test_projector.py``'s
notebook prints it (``MEASURE {...}``); a lesson's own figures are shown by
:func:`jinro_lab.analysis.figures.show_figure`, which records it in the output's
metadata (``{"jinro_lab": {"least_px": ...}}``), read from the notebook the page shows
(the committed one before running, the copy JupyterLab saved after Run All). The
figures inside the kit's widgets are drawn with their text at 18 px at their own
resolution in projector mode (``test_projector.py`` measures them); in a lesson they
are held to being shown at their own size or larger (a widget's figure shrunk by the
page would have smaller text).
"""

from __future__ import annotations

from typing import Any

#: the projector's screen (CSS px)
SCREEN = {"width": 1280, "height": 720}
#: the smallest text of a kit's picture on a projector (CSS px)
LEAST = 18.0
#: rounding: a font of 18 px drawn at 0.9999 of its size is 18 px
SLACK = 0.05

#: per top-level output of the notebook: its size, what overflows, its SVG texts and images
MEASURE = r"""
() => {
  const found = [];
  const outputs = Array.from(document.querySelectorAll('.jp-Notebook .jp-OutputArea-output'))
    .filter(e => !e.parentElement.closest('.jp-OutputArea-output'));
  for (const output of outputs) {
    const cells = Array.from(document.querySelectorAll('.jp-Notebook .jp-CodeCell'));
    const cell = cells.indexOf(output.closest('.jp-CodeCell'));
    const area = output.getBoundingClientRect();
    const record = {cell, client: output.clientWidth, scroll: output.scrollWidth,
                    text: output.innerText.slice(0, 4000),
                    overflowing: [], outside: [], svgs: [], images: [], widget: [], cut: []};
    const parts = '.jinro-picture, .jinro-figures, .jinro-log, .jinro-key, .widget-html-content';
    for (const e of output.querySelectorAll(parts)) {
      if (e.scrollWidth > e.clientWidth + 1) {
        record.overflowing.push(e.className + ' ' + e.scrollWidth + '>' + e.clientWidth);
      }
    }
    const beside = box => box.right > area.right + 0.5 || box.left < area.left - 0.5;
    const svgs = [];
    for (const img of output.querySelectorAll('img')) {
      const box = img.getBoundingClientRect();
      if (!img.getClientRects().length) continue;  // not drawn (display:none: a widget's hidden part)
      if (beside(box)) record.outside.push('img ' + box.left + '..' + box.right);
      // JupyterLab shows an SVG output as an <img>: drawn again inline, at its size
      if (img.src.startsWith('data:image/svg+xml')) {
        const host = document.createElement('div');
        host.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden';
        host.innerHTML = decodeURIComponent(img.src.slice('data:image/svg+xml,'.length));
        document.body.appendChild(host);
        const svg = host.querySelector('svg');
        svg.setAttribute('width', box.width);
        svg.setAttribute('height', box.height);
        svgs.push([svg, host]);
      } else {
        record.images.push({shown: box.width, natural: img.naturalWidth, inWidget: !!img.closest('.jupyter-widgets')});
      }
    }
    for (const svg of output.querySelectorAll('svg')) {
      if (!svg.querySelector('text')) continue;
      const box = svg.getBoundingClientRect();
      if (beside(box)) record.outside.push('svg ' + box.left + '..' + box.right);
      svgs.push([svg, null]);
    }
    for (const [svg, host] of svgs) {
      const view = svg.viewBox.baseVal;
      let least = Infinity, leastText = '';
      const clipped = [];
      for (const t of svg.querySelectorAll('text')) {
        const px = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
        if (px < least) { least = px; leastText = t.textContent; }
        const b = t.getBBox();
        if (b.x < view.x - 0.5 || b.y < view.y - 0.5 || b.x + b.width > view.x + view.width + 0.5
            || b.y + b.height > view.y + view.height + 0.5) clipped.push(t.textContent);
      }
      record.svgs.push({least, leastText, clipped, width: svg.getBoundingClientRect().width});
      if (host) host.remove();
    }
    const pen = document.createElement('canvas').getContext('2d');
    const controls = ['button', 'select', '.jinro-status', '.jinro-log div', '.widget-readout', '.widget-label']
      .map(c => '.jinro-widget ' + c).join(', ');
    for (const e of output.querySelectorAll(controls)) {
      if (!e.offsetParent || (!e.innerText.trim() && !e.querySelector('i'))) continue;
      record.widget.push([e.tagName + '.' + e.className, parseFloat(getComputedStyle(e).fontSize)]);
      // a control's text cut (an ellipsis, a menu's choice wider than the menu)
      if (e.tagName === 'SELECT') {
        pen.font = getComputedStyle(e).font;
        const chosen = e.options[e.selectedIndex]?.text ?? '';
        if (pen.measureText(chosen).width + 24 > e.clientWidth) record.cut.push('menu: ' + chosen);
      } else if (e.scrollWidth > e.clientWidth + 1) {
        record.cut.push(e.tagName.toLowerCase() + ': ' + e.innerText.trim().slice(0, 60));
      }
    }
    found.push(record);
  }
  return found;
}
"""


def judge(record: dict[str, Any], where: str, projector: bool) -> tuple[dict[str, float], list[str]]:
    """One output's record (of :data:`MEASURE`): the smallest SVG and widget text found
    (``{"svg px": ..., "widget px": ...}``, those there are) and the problems, each
    starting with ``where``: the output runs off to the right, a part of it overflows,
    a picture is outside the output, a widget's text or an SVG text is cut; in
    ``projector`` mode, an SVG or widget text under :data:`LEAST` px."""
    sizes: dict[str, float] = {}
    problems: list[str] = []
    if record["scroll"] > record["client"] + 1:
        problems.append(f"{where}: the output runs off to the right ({record['scroll']} > {record['client']} px)")
    problems += [f"{where}: {o} overflows" for o in record["overflowing"]]
    problems += [f"{where}: {o} is outside the output ({record['client']} px)" for o in record["outside"]]
    problems += [f"{where}: a widget's text is cut: {c}" for c in record["cut"]]
    for svg in record["svgs"]:
        if svg["clipped"]:
            problems.append(f"{where}: text cut at the picture's edge: {svg['clipped'][:3]}")
        sizes["svg px"] = round(min(svg["least"], sizes.get("svg px", 999.0)), 1)
        if projector and svg["least"] < LEAST - SLACK:
            problems.append(f"{where}: SVG text of {svg['least']:.1f} px ({svg['leastText']!r})")
    if record["widget"]:
        smallest = min(size for _, size in record["widget"])
        sizes["widget px"] = smallest
        if projector and smallest < LEAST - SLACK:
            small = [w for w in record["widget"] if w[1] < LEAST - SLACK][:3]
            problems.append(f"{where}: widget text under {LEAST} px: {small}")
    return sizes, problems


def shrink(image: dict[str, Any]) -> float:
    """How much the page shrinks a raster picture (its shown width over its own; at most 1)."""
    return min(image["shown"] / image["natural"], 1.0) if image["natural"] else 1.0


def chart(where: str, least_px: float | None, image: dict[str, Any], projector: bool) -> tuple[float | None, list[str]]:
    """A matplotlib picture shown as ``image`` (of a :data:`MEASURE` record) whose smallest
    text is ``least_px`` pixels at its own resolution (``None``: not recorded): its
    smallest text on the screen, and the problems (in ``projector`` mode, text under
    :data:`LEAST` px, or not measured)."""
    if least_px is None:
        return None, [f"{where}: a picture (PNG) whose smallest text is not recorded"] if projector else []
    px = least_px * shrink(image)
    if projector and px < LEAST - SLACK:
        return px, [f"{where}: chart text of {px:.1f} px (drawn at {least_px:.1f} px, shown at {shrink(image):.2f})"]
    return px, []
