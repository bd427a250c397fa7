"""Writes core/text/fixtures/python-tokens.json: strings with what Python makes of them, for
python-text.test.ts (run: python3 scripts/gen-python-text-cases.py > core/text/fixtures/python-tokens.json).
Each case is [text, text.casefold(), FastMCP's tokens: re.findall(r"[^\\W_]{2,}", NFKC(text).casefold())].
Hand-picked traps first (ß, final sigma, İ, ligatures, Cherokee, full-width and math letters,
Roman numerals, fractions, combining marks, underscores), then seeded random code-point soup.
"""
import json, random, re, unicodedata

random.seed(7)
cases = [
    "Straße ΣΊΣΥΦΟΣ ǅungla İstanbul ﬁle Ⅻ ½ ²³ ٣٤ 𝐀𝐁 ＡＢ ꭰꭱ ᏸᏹ ſt ǰ ΐ ㍱ ①② a_b x-y",
    "", "a", "ab_cd", "tool·name", "日本語のテキスト", "\u0301ab", "e\u0301cole", "ÉCOLE école", "K Å Ω ẞ",
    "get_weather getWeather GET-WEATHER", "x² x₂ ⅷ ⅓", "ﬀ ﬃ ﬆ", "İI ıi", "ΌΣΟΣ όσος", "\u00a0ab\u2003cd",
]
for _ in range(300):
    text = "".join(
        chr(random.choice([random.randint(0x20, 0x7F), random.randint(0xA0, 0x2FFF), random.randint(0x3000, 0xFFFF), random.randint(0x10000, 0x1FFFF)]))
        for _ in range(random.randint(0, 40))
    )
    # Only code points this Python's Unicode assigns: NFKC runs in the JavaScript engine, whose newer
    # Unicode decomposes characters this one has not heard of (U+1CCE0 and friends, Unicode 16).
    if not any(unicodedata.category(ch) in ("Cs", "Cn") for ch in text):
        cases.append(text)
out = [[c, c.casefold(), re.findall(r"[^\W_]{2,}", unicodedata.normalize("NFKC", c).casefold())] for c in cases]
print(json.dumps({"python": __import__("sys").version.split()[0], "unicode": unicodedata.unidata_version, "cases": out}, ensure_ascii=True))
