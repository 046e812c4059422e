#!/usr/bin/python3
"""
Builds mock/assets/fonts/NotoSansSC-GB2312.ttf, the font the embedded backend embeds in signed
PDFs (issue 25): Noto Sans CJK SC Regular (SIL Open Font License 1.1, Debian's fonts-noto-cjk)
cut to ASCII, GB 2312 and the punctuation the forms use, with its CFF outlines converted to
TrueType quadratic outlines, so that the per-document subsetting (fontkit 2, TrueType path) is
the well-trodden one. Run with Debian's python3-fonttools:

    apt-get install -y fonts-noto-cjk python3-fonttools
    /usr/bin/python3 scripts/fonts/subset-cjk-font.py
"""
import sys
from fontTools.ttLib import TTCollection, newTable
from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen

source = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
target = sys.argv[1] if len(sys.argv) > 1 else 'mock/assets/fonts/NotoSansSC-GB2312.ttf'

chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
for high in range(0xA1, 0xF8):
    for low in range(0xA1, 0xFF):
        try:
            chars.add(ord(bytes([high, low]).decode('gb2312')))
        except UnicodeDecodeError:
            pass
chars |= {0x00B7, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x3000, 0x3001, 0x3002, 0xFF08, 0xFF09, 0xFF0C, 0xFF1A, 0xFF1B, 0xFFE5}

font = TTCollection(source).fonts[2]  # Noto Sans CJK SC
options = subset.Options()
options.layout_features = []
options.name_IDs = ['*']
options.name_languages = ['*']
options.notdef_outline = True
options.hinting = False
options.desubroutinize = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=chars)
subsetter.subset(font)

# CFF (cubic) → glyf (quadratic), tolerance 1 unit of 1000.
order = font.getGlyphOrder()
glyphs = font.getGlyphSet()
glyf = newTable('glyf')
glyf.glyphOrder = order
glyf.glyphs = {}
for name in order:
    pen = TTGlyphPen(glyphs)
    glyphs[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
    glyf.glyphs[name] = pen.glyph()
font['glyf'] = glyf
font['loca'] = newTable('loca')
del font['CFF ']
if 'VORG' in font:
    del font['VORG']
font['maxp'].tableVersion = 0x00010000
for attr in ('maxZones', 'maxTwilightPoints', 'maxStorage', 'maxFunctionDefs', 'maxInstructionDefs', 'maxStackElements', 'maxSizeOfInstructions', 'maxComponentElements'):
    setattr(font['maxp'], attr, 0)
font['maxp'].maxZones = 1
font['head'].indexToLocFormat = 1
font['post'].formatType = 3.0
font.sfntVersion = '\x00\x01\x00\x00'
font.save(target)
print(target, len(chars), 'characters')
