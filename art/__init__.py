"""bodoge's art: SVGs, Tiled maps and fonts, installed as the package `client.art` (see setup.py).

The client finds it with importlib.resources (client/paths.py), so it runs from a wheel as from the
source tree. The generators in art/tools/ are not part of the package.
"""
