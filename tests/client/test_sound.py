"""Sound: synthesised by our code, driven by each game's event mapping, silent and
never an error without a mixer (the dummy audio driver of the tests)."""
from __future__ import annotations

import pygame

from client.games import table_ids
from client.sound.mapping import event_sounds, game_sounds
from client.sound.player import SoundPlayer
from client.sound.synth import RATE, RECIPES

from .helpers import start_table


def test_every_recipe_makes_a_short_audible_clip():
    for name, make in RECIPES.items():
        pcm = make()
        assert 0.05 * RATE < len(pcm) < 1.0 * RATE, name
        assert max(abs(v) for v in pcm) > 3000, name  # not silence
        assert max(abs(v) for v in pcm) <= 32767


def test_silent_under_the_dummy_driver(app):
    assert not app.sound.enabled
    app.sound.play("dice")  # no error, nothing heard, but noted
    assert app.sound.played[-1] == "dice"


def test_a_mixer_that_cannot_start_is_silence_not_a_crash(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "nonexistent")

    def fail(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", fail)

    class S:
        muted, volume = False, 0.5
    player = SoundPlayer(S())
    assert not player.enabled
    player.play("chime")
    player.close()


def test_each_table_maps_its_events_to_known_sounds():
    for game in table_ids():
        assert set(game_sounds(game).values()) <= set(RECIPES), game
    assert event_sounds("ra").get("bid_made") == "coin"  # Ra's own file


def test_a_table_without_a_mapping_still_sounds_by_the_default_words():
    sounds = event_sounds("coal-baron")  # no sounds.toml of its own (yet)
    assert sounds.get("cube_loaded") == "tile" and sounds.get("card_drawn") == "card"
    assert sounds.get("shift_started") is None


def test_engine_events_ask_for_their_sounds(app):
    tb = start_table(app, ["human", "easy"], seed=5)
    app.sound.played.clear()
    from .helpers import perform
    perform(app, next(m for m in tb.session.state.legal_moves() if m.kind == "draw"))
    for _ in range(200):  # the tile comes out of the bag when the table is idle again
        app.step(0.02, [])
        if app.sound.played:
            break
    assert "tile" in app.sound.played  # tile_revealed


def test_the_mixers_start_is_quiet_and_stderr_comes_back(capfd):
    """ALSA's page of errors on a machine without a sound card stays off the terminal; our own stderr does not."""
    import os

    from client.sound.player import quiet_stderr
    with quiet_stderr():
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
    os.write(2, b"ours\n")
    assert capfd.readouterr().err == "ours\n"
