"""Idle frames draw nothing, yet the frame after motion stops is drawn, so the settled table shows."""
from client.scenes.stack import Scene


class Moving(Scene):
    """A scene that animates for `frames` frames, then sits still."""

    def __init__(self, app, frames: int) -> None:
        super().__init__(app)
        self.left = frames
        self.draws = 0

    def update(self, dt: float) -> None:
        self.left -= 1

    def busy(self) -> bool:
        return self.left > 0

    def draw(self, surface) -> None:
        self.draws += 1


def test_the_frame_after_an_animation_ends_is_drawn_and_idle_frames_are_not(app):
    scene = app.stack.reset(Moving(app, 3))
    app.step(0.016, [])  # moving (and the new scene is dirty anyway)
    app.step(0.016, [])  # moving
    app.step(0.016, [])  # motion stops during this update: the settled state must still be drawn
    assert scene.draws == 3
    for _ in range(10):  # idle: nothing changes, nothing is drawn
        app.step(0.016, [])
    assert scene.draws == 3
