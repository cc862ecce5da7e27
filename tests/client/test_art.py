"""Every Tiled map loads, every image it references exists and rasterizes, every Ra kind has art."""
from __future__ import annotations

import pygame
import pytest

from client.assets.images import ImageCache
from client.assets.tiled import all_maps, load_map
from client.paths import ART_DIR, FONT_BOLD, FONT_REGULAR
from engine.games.ra.tiles import TILE_NAMES


@pytest.mark.parametrize("name", [m for m in all_maps() if m.startswith("ra_")])
def test_map_loads_with_all_images(name):
    pygame.display.init()
    m = load_map(name)
    assert m.width == 1920 and m.height == 1080
    cache = ImageCache()
    for image in set(m.images) | {d.image for d in m.decor}:
        assert cache.get(image, (64, 64)).get_size() == (64, 64)
    n = m.properties["players"]
    for key in [f"ra_{i}" for i in range(10)] + [f"auction_{i}" for i in range(8)] + ["bag", "centre"]:
        assert key in m.zones
    for seat in range(n):
        assert f"p{seat}_suns" in m.zones and f"p{seat}_tiles" in m.zones


def test_maps_for_every_player_count():
    assert [f"ra_table_{n}" for n in range(2, 6)] == [m for m in all_maps() if m.startswith("ra_table")]


def test_every_tile_sun_and_icon_rasterizes():
    pygame.display.init()
    cache = ImageCache()
    names = [f"ra/tiles/{t}" for t in TILE_NAMES]
    names += [f"ra/suns/sun_{v}_{side}" for v in range(1, 17) for side in ("up", "down")]
    names += [f"ra/{p.parent.name}/{p.stem}" for p in (ART_DIR / "ra").glob("*/*.svg")]
    names += [f"ui/icons/{p.stem}" for p in (ART_DIR / "ui" / "icons").glob("*.svg")]
    assert any(n.startswith("ui/icons/") for n in names)
    for name in names:
        surf = cache.get(name, (48, 48))
        assert surf.get_bounding_rect().width > 0, name


def test_font_covers_japanese_and_has_licence():
    pygame.font.init()
    assert (ART_DIR / "fonts" / "OFL.txt").read_text().count("SIL OPEN FONT LICENSE") >= 1
    for path in (FONT_REGULAR, FONT_BOLD):
        font = pygame.font.Font(str(path), 24)
        assert font.render("ラーの太陽駒 Ra 10", True, (0, 0, 0)).get_width() > 100


def test_japanese_wraps_anywhere_without_stranding_a_bullet(app):
    fonts = app.fonts
    text = "• 収入（緑）：ダイスを振って6つの収入スペースに並べます。手番順に2回ずつダイスを取ります。"
    lines = fonts.wrap(text, 20, 300)
    assert len(lines) > 1 and lines[0].startswith("• 収入")
    assert all(fonts.font(20).size(line)[0] <= 300 for line in lines)
    latin = fonts.wrap("Draw a tile from the bag or invoke Ra to start an auction", 20, 200)
    assert all(not line.startswith(" ") and not line.endswith(" ") for line in latin)
    assert " ".join(latin) == "Draw a tile from the bag or invoke Ra to start an auction"


def test_japanese_lines_keep_brackets_and_small_kana_with_their_words(app):
    """禁則: no line begins with a closing mark, a stop or small kana, and none ends with an opening bracket."""
    from client.assets.text import NO_LINE_END, NO_LINE_START
    fonts = app.fonts
    texts = ["• 収入（緑）：ダイスを振って6つの収入スペースに並べます。手番順に2回ずつダイスを取ります。",
             "残すカード（ここへドロップ）",
             "「ラー」を宣言すると、競りが始まります。ショップ、ジャッキー、ちょっとした工夫。"]
    for text in texts:
        for width in range(60, 320, 6):
            lines = fonts.wrap(text, 15, width)
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
            assert all(line for line in lines), (width, lines)
            assert not any(line[0] in NO_LINE_START for line in lines[1:]), (width, lines)
            assert not any(line[-1] in NO_LINE_END for line in lines[:-1]), (width, lines)
    # the case that needs several characters moved: the break falls inside "（緑）："
    assert fonts.wrap(texts[0], 15, 96)[:2] == ["• 収入", "（緑）：ダイ"]


def test_japanese_lines_run_full_past_a_space_and_keep_latin_words_whole(app):
    """A space before Japanese words is no place to break (the line would stop half full); a Latin word
    in Japanese text still moves whole to the next line."""
    fonts = app.fonts
    text = "手札を1枚農場の辺に挿します — ドラッグかクリック。左は畑、上は荷車、下は助手、右は増設部になります。"
    for width in range(200, 420, 10):
        lines = fonts.wrap(text, 16, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert all(fonts.font(16).size(line)[0] > width - 3 * 16 for line in lines[:-1]), (width, lines)
    mixed = "取り消しはキーボードの Ctrl+Z。やり直しは Ctrl+Y）、ヒントは H キーです。"  # 。 and ） stay with the word
    for width in range(120, 420, 10):
        lines = fonts.wrap(mixed, 16, width)
        assert any("Ctrl+Z" in line for line in lines) and any("Ctrl+Y" in line for line in lines), (width, lines)
