"""Random input over every scene: thousands of events, no exception."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from client.scenes.load import LoadScene
from client.scenes.newgame import NewGameScene
from client.scenes.overlays import RulesOverlay, SettingsMenu
from client.scenes.title import TitleScene

from .helpers import new_table, start_table

KEYS = [pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_h, pygame.K_z, pygame.K_y, pygame.K_RETURN, pygame.K_DOWN,
        pygame.K_UP, pygame.K_TAB, pygame.K_a, pygame.K_PAGEDOWN]


def random_event(rng: random.Random, size):
    pos = (rng.randrange(-20, size[0] + 20), rng.randrange(-20, size[1] + 20))
    r = rng.random()
    if r < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.5, 0, 0))
    if r < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3)))
    if r < 0.8:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 3)))
    if r < 0.85:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)))
    k = rng.choice(KEYS)
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=rng.choice((0, 0, pygame.KMOD_CTRL)), unicode="",
                              scancode=0)


def run_monkey(app, scene_factory, events=1500, seed=0):
    rng = random.Random(seed)
    app.stack.reset(TitleScene(app))
    scene = scene_factory()
    if scene is not None:
        app.stack.push(scene)
    for i in range(events):
        e = random_event(rng, app.screen.get_size())
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and rng.random() < 0.7:
            continue  # mostly stay in the scene under test
        app.step(0.03, [e])
        if not app.running:
            app.running = True
        if i % 97 == 0 and rng.random() < 0.3:
            app.on_resize(app.screen.get_size())


def test_monkey_menus(app):
    for factory in (lambda: None, lambda: NewGameScene(app), lambda: LoadScene(app), lambda: SettingsMenu(app),
                    lambda: RulesOverlay(app)):
        run_monkey(app, factory, events=800)


def test_monkey_table(app):
    start_table(app, ["human", "random", "human"], seed=5)
    rng = random.Random(1)
    for _ in range(4000):
        app.step(0.03, [random_event(rng, app.screen.get_size())])
        app.running = True


@pytest.mark.parametrize("game_id,seats", [
    ("la-granja", ["human", "human", "random"]), ("coal-baron", ["human", "random", "human"]),
    ("agricola", ["human", "human"]), ("agricola", ["human", "random"]), ("la-granja", ["human"]),
])
def test_monkey_every_table_in_hot_seat(app, game_id, seats):
    """Every game's table, hot seat and against a bot, with damaged saves dropped on the window now and then."""
    new_table(app, game_id, seats, seed=5)
    rng = random.Random(2)
    hostile = sorted((Path(__file__).resolve().parents[1] / "data" / "hostile").glob("*.json"))
    for i in range(1500):
        if i % 300 == 150:
            e = pygame.event.Event(pygame.DROPFILE, file=str(rng.choice(hostile)))
        else:
            e = random_event(rng, app.screen.get_size())
        app.step(0.03, [e])
        app.running = True


def test_odd_window_sizes_do_not_crash(app):
    start_table(app, ["human", "random"], seed=5)
    for size in ((64, 48), (3000, 200), (200, 2000), (1, 1), (3840, 2160)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.on_resize(size)
        app.step(0.016, [])
