#!/usr/bin/env python3
"""Turns the <text> of the site's SVG artwork (public/images) into outlined <path>s.

Why: an SVG drawn through <img> cannot use the page's web fonts, so every picture with text made the
browser look up system fonts and lay the text out on the main thread while painting (about 30 ms on
the home page's banner and category pictures, the logo and game tiles, at 1x CPU), and the text came
out in whatever Thai font the phone had instead of Kanit. Outlined, the pictures paint like any
other shape and look the same everywhere.

One-off asset tool, not part of the build. Needs Python 3 with fontTools and brotli
(`pip install fonttools brotli`) and HarfBuzz's `hb-shape` (Debian: libharfbuzz-bin) for the Thai
shaping. Kanit comes from node_modules/@fontsource/kanit; the other families map to the system
fonts Chromium picks for them on Debian (Liberation Sans for Arial, DejaVu for Arial Black,
Georgia and the default serif).

    python3 scripts/svg-text-to-paths.py public/images/logo.svg public/images/banners/*.svg ...

Each file is rewritten in place; a file without <text> is left alone.
"""

import html
import json
import os
import re
import subprocess
import sys
import tempfile

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KANIT = os.path.join(ROOT, 'node_modules/@fontsource/kanit/files/kanit-{subset}-{weight}-normal.woff2')
SYSTEM = {
    ('sans', 'regular'): '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    ('sans', 'bold'): '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    ('black', 'bold'): '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    ('serif', 'regular'): '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
    ('serif', 'bold'): '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
    ('symbol', 'regular'): '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
}
TMP = tempfile.mkdtemp(prefix='svg-text-')
_fonts = {}


def font_file(path):
    """A TTF path hb-shape can read (woff2 is unpacked once) and its fontTools object."""
    if path not in _fonts:
        font = TTFont(path)
        if path.endswith('.woff2'):
            font.flavor = None
            out = os.path.join(TMP, os.path.basename(path).replace('.woff2', '.ttf'))
            font.save(out)
            font = TTFont(out)
            path_for_hb = out
        else:
            path_for_hb = path
        _fonts[path] = (path_for_hb, font)
    return _fonts[path]


def is_thai(ch):
    return 0x0E00 <= ord(ch) <= 0x0E7F


def choose_fonts(family, weight):
    """The font for each run of the text: (font path for Thai runs, font path for other runs)."""
    fam = family.lower()
    bold = weight not in ('', 'normal', '400', '300', '200', '100')
    w = '700' if bold else '400'
    # Thai in any family is drawn in Kanit (no system family here has Thai the site would want).
    thai = KANIT.format(subset='thai', weight=w)
    if 'kanit' in fam:
        return thai, KANIT.format(subset='latin', weight=w)
    if 'arial black' in fam:
        return thai, SYSTEM[('black', 'bold')]
    if 'arial' in fam or 'helvetica' in fam or 'sans-serif' in fam:
        return thai, SYSTEM[('sans', 'bold' if bold else 'regular')]
    return thai, SYSTEM[('serif', 'bold' if bold else 'regular')]


def runs(text, thai_font, other_font):
    out = []
    for ch in text:
        font = thai_font if (thai_font and is_thai(ch)) else other_font
        if out and out[-1][0] == font:
            out[-1][1] += ch
        else:
            out.append([font, ch])
    return out


def shape(font_path, text):
    hb_path, _ = font_file(font_path)
    res = subprocess.run(
        ['hb-shape', hb_path, '--output-format=json', '--no-glyph-names', '--', text], capture_output=True, text=True, check=True
    )
    return json.loads(res.stdout)


def outline(text, family, weight, size, letter_spacing):
    """The text's outline as path data at the origin (baseline y = 0), and its advance width."""
    thai_font, other_font = choose_fonts(family, weight)
    pieces = []
    pen_x = 0.0
    for font_path, chunk in runs(text, thai_font, other_font):
        glyphs_out = shape(font_path, chunk)
        _, font = font_file(font_path)
        upem = font['head'].unitsPerEm
        glyph_set = font.getGlyphSet()
        order = font.getGlyphOrder()
        scale = size / upem
        # hb-shape's clusters: letter-spacing is added once per character (cluster), as browsers do.
        clusters = [g['cl'] for g in glyphs_out]
        for i, g in enumerate(glyphs_out):
            name = order[g['g']]
            if g['g'] == 0 and font_path != SYSTEM[('symbol', 'regular')]:
                # .notdef: the character is not in this font; use the symbol font for it.
                sub = outline_symbol(chunk[g['cl']] if g['cl'] < len(chunk) else '?', size)
                pieces.append(translate(sub[0], pen_x, 0))
                pen_x += sub[1] + letter_spacing
                continue
            svg_pen = SVGPathPen(glyph_set)
            transform = (scale, 0, 0, -scale, pen_x + g['dx'] * scale, -g['dy'] * scale)
            glyph_set[name].draw(TransformPen(svg_pen, transform))
            d = svg_pen.getCommands()
            if d:
                pieces.append(translate(d, 0, 0))
            pen_x += g['ax'] * scale
            last_of_cluster = i + 1 == len(glyphs_out) or clusters[i + 1] != clusters[i]
            if last_of_cluster:
                pen_x += letter_spacing
    return ' '.join(pieces), pen_x


def outline_symbol(ch, size):
    path = SYSTEM[('symbol', 'regular')]
    glyphs_out = shape(path, ch)
    _, font = font_file(path)
    scale = size / font['head'].unitsPerEm
    glyph_set = font.getGlyphSet()
    order = font.getGlyphOrder()
    pieces, pen_x = [], 0.0
    for g in glyphs_out:
        svg_pen = SVGPathPen(glyph_set)
        glyph_set[order[g['g']]].draw(TransformPen(svg_pen, (scale, 0, 0, -scale, pen_x, 0)))
        pieces.append(svg_pen.getCommands())
        pen_x += g['ax'] * scale
    return ' '.join(pieces), pen_x


NUM = re.compile(r'-?\d*\.?\d+(?:e-?\d+)?')


def translate(d, dx, dy):
    """Moves absolute path data (SVGPathPen writes absolute M, L, H, V, Q, C and Z) by (dx, dy)."""
    out = []
    for cmd, args in re.findall(r'([MLHVQCZ])([^MLHVQCZ]*)', d):
        nums = [float(n) for n in NUM.findall(args)]
        if cmd == 'H':
            moved = [n + dx for n in nums]
        elif cmd == 'V':
            moved = [n + dy for n in nums]
        else:
            moved = [n + (dx if i % 2 == 0 else dy) for i, n in enumerate(nums)]
        out.append(cmd + ' '.join(fmt(n) for n in moved))
    return ''.join(out)


def fmt(n):
    s = f'{n:.1f}'.rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s


def attr(tag, name, default=''):
    m = re.search(r'\s' + re.escape(name) + r'="([^"]*)"', tag)
    if m:
        return html.unescape(m.group(1))
    m = re.search(r"\s" + re.escape(name) + r"='([^']*)'", tag)
    return html.unescape(m.group(1)) if m else default


KEEP = ('fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'opacity', 'transform', 'stroke-linejoin')


def convert(svg):
    def repl(m):
        tag, content = m.group(1), html.unescape(m.group(2))
        size = float(attr(tag, 'font-size', '16'))
        family = attr(tag, 'font-family', 'serif')
        weight = attr(tag, 'font-weight', 'normal')
        spacing = float(attr(tag, 'letter-spacing', '0') or 0)
        x = float(attr(tag, 'x', '0') or 0)
        y = float(attr(tag, 'y', '0') or 0)
        anchor = attr(tag, 'text-anchor', 'start')
        d, width = outline(content, family, weight, size, spacing)
        if anchor == 'middle':
            x -= width / 2
        elif anchor == 'end':
            x -= width
        kept = ''.join(f' {k}="{html.escape(attr(tag, k), quote=True)}"' for k in KEEP if attr(tag, k))
        if 'fill=' not in kept:
            kept = ' fill="#000"' + kept
        label = html.escape(content, quote=False)
        return f'<path{kept} d="{translate(d, x, y)}"><title>{label}</title></path>'

    return re.sub(r'<text(\s[^>]*)>([^<]*)</text>', repl, svg)


def main(paths):
    for path in paths:
        with open(path, encoding='utf-8') as f:
            svg = f.read()
        if '<text' not in svg:
            continue
        out = convert(svg)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(out)
        print(f'{path}: {len(svg)} -> {len(out)} bytes')


if __name__ == '__main__':
    main(sys.argv[1:])
