"""The middle layer every game table draws and reacts with (design.md, "The shared layer"):

- `hotspots`: pieces <-> rectangles, drop targets -> candidate moves, and which targets glow;
- `log`: the move log panel, rendered for one viewer (a secret reads as what others see);
- `status`: the status panel, fed by the engine decision's prompt;
- `seats`: seat headers (colour, name, level, thinking, score);
- `tooltips`: hover text a table fills per piece;
- `layers`: zones painted once per key, then only blitted (the one layer cache);
- `animator`: engine events dispatched by kind to the handlers a table registers.
"""
