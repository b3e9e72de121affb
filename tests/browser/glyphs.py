"""Tofu detection in the browser: which rendered characters no font on the page has.

For every distinct (character, font) of the text under the given elements, the
character is drawn on a canvas in the element's computed font (style, weight,
family list; the browser falls back through the installed fonts exactly as it does
for the element) and compared, pixel for pixel and by advance width, with characters
that no font has (a private-use character and an unassigned one, which render as the
missing-glyph box). A character drawn exactly like them is tofu.

Whitespace is skipped (it draws nothing, like some fonts' missing glyph).
"""

from __future__ import annotations

from typing import Any, TypedDict

#: characters no installed font has: what a missing glyph looks like in each font
MISSING_REFERENCE = "\ue000\U0010fffd\u0378"


class Tofu(TypedDict):
    char: str
    codepoint: str  # "U+25C6"
    font: str  # the CSS font it was drawn in
    text: str  # the text it occurs in (shortened)
    where: str  # the element: tag and classes (its nearest jinro-* ancestor's class too)


_CHECKER = """
([selectors, extra, missingRef]) => {
  const SIZE = 40;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE * 3;
  canvas.height = SIZE * 2;
  const ctx = canvas.getContext('2d', {willReadFrequently: true});
  const signatures = new Map();
  function signature(ch, font) {
    const key = font + '\\u0000' + ch;
    if (signatures.has(key)) return signatures.get(key);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.font = font;
    ctx.textBaseline = 'top';
    ctx.fillStyle = '#000';
    ctx.fillText(ch, SIZE / 2, SIZE / 4);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 2166136261;
    for (let i = 3; i < data.length; i += 4) hash = Math.imul(hash ^ data[i], 16777619) >>> 0;
    const sig = ctx.measureText(ch).width.toFixed(3) + ':' + hash;
    signatures.set(key, sig);
    return sig;
  }
  function fontOf(el) {
    const cs = getComputedStyle(el);
    return `${cs.fontStyle} ${cs.fontWeight} ${SIZE}px ${cs.fontFamily}`;
  }
  function where(el) {
    const own = el.tagName.toLowerCase() + (el.className && typeof el.className === 'string'
      ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
    const jinro = el.closest('[class*="jinro-"]');
    const tag = jinro ? Array.from(jinro.classList).filter(c => c.startsWith('jinro-')).join(' ') : '';
    return tag ? `${own} in .${tag}` : own;
  }
  // (text, element whose font draws it)
  const samples = [];
  const seenNodes = new Set();
  for (const root of document.querySelectorAll(selectors)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (seenNodes.has(node) || !node.parentElement) continue;
      seenNodes.add(node);
      if (node.data.trim()) samples.push([node.data, node.parentElement]);
    }
  }
  for (const [text, el] of extra) samples.push([text, el]);
  const tofu = [];
  const reported = new Set();
  const chars = new Set();
  for (const [text, el] of samples) {
    const font = fontOf(el);
    const missing = new Set(Array.from(missingRef).map(ch => signature(ch, font)));
    for (const ch of text) {
      if (/\\s/.test(ch)) continue;
      chars.add(ch);
      if (!missing.has(signature(ch, font))) continue;
      const id = ch + '\\u0000' + font;
      if (reported.has(id)) continue;
      reported.add(id);
      tofu.push({
        char: ch,
        codepoint: 'U+' + ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0'),
        font,
        text: text.length > 80 ? text.slice(0, 77) + '...' : text,
        where: where(el),
      });
    }
  }
  return {tofu, checked: chars.size, samples: samples.length};
}
"""


def find_tofu(page: Any, selectors: str) -> tuple[list[Tofu], int]:
    """The tofu in the text under the elements matching ``selectors`` (a CSS selector
    list), and how many distinct characters were checked."""
    result = page.evaluate(_CHECKER, [selectors, [], MISSING_REFERENCE])
    return result["tofu"], result["checked"]


def tofu_in_text(page: Any, text: str, font_family: str = "sans-serif") -> list[Tofu]:
    """The tofu in ``text`` drawn in ``font_family`` (for testing the checker)."""
    return page.evaluate(
        """([checker, text, family, missingRef]) => {
            const el = document.createElement('span');
            el.style.fontFamily = family;
            document.body.appendChild(el);
            try { return eval(checker)(['#no-such-element', [[text, el]], missingRef]).tofu; }
            finally { el.remove(); }
        }""",
        [_CHECKER, text, font_family, MISSING_REFERENCE],
    )


def describe(tofu: list[Tofu]) -> str:
    return "\n".join(f"  {t['codepoint']} {t['char']!r} in {t['where']} ({t['font']}): {t['text']!r}" for t in tofu)
