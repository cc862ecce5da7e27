# Every target creates .venv from pyproject.toml when it is missing or older than pyproject.toml.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: mutate-cards play test bench bench-bots bot-goals fit fit-expert card-values demo lint typecheck complexity venv clean

# PYTHONWARNINGS: setuptools tells every editable install to beware of same-named folders in the working
# directory; here that is the layout, by design.
$(STAMP): pyproject.toml setup.py
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	PYTHONWARNINGS='ignore:Editable installation' $(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

venv: $(STAMP)

play: $(STAMP)
	$(BIN)/bodoge

demo: $(STAMP)
	$(BIN)/bodoge --demo

lint: $(STAMP)
	$(BIN)/ruff check engine client server tests art/tools

# Types: strict for engine/core and engine/bots, default settings elsewhere (pyproject.toml [tool.mypy]).
typecheck: $(STAMP)
	$(BIN)/mypy

# McCabe complexity of every function at most 15 (pyproject.toml [tool.ruff.lint.mccabe]).
complexity: $(STAMP)
	$(BIN)/ruff check --select C901 --output-format concise engine client server tests art/tools

test: $(STAMP)
	$(BIN)/ruff check engine client server tests art/tools
	$(BIN)/mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2

# Speed and strength figures (long: about an hour; the tournaments use both cores). Compare speeds as
# ratios to calibrate.py. Ra's and La Granja's hard vs medium are in bench-bots, with their seeds and --out files.
bench: $(STAMP)
	-$(BIN)/python ../shared/tools/calibrate.py
	$(BIN)/python -m server.bench --games 20
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m client.bench
	$(BIN)/python -m engine bench ra --players 4
	$(BIN)/python -m engine bench la-granja --players 2
	$(BIN)/python -m engine bench la-granja --players 4
	$(BIN)/python -m engine tournament ra --players 2 --a medium --b random --games 200 --jobs 2
	$(BIN)/python -m engine tournament la-granja --players 2 --a medium --b random --games 200 --jobs 2
	$(BIN)/python -m engine bench coal-baron --players 2
	$(BIN)/python -m engine bench coal-baron --players 4
	$(BIN)/python -m engine tournament coal-baron --players 2 --a medium --b random --games 200 --jobs 2
	$(BIN)/python -m engine tournament coal-baron --players 2 --a hard --b medium --games 200 --jobs 2 --seed 500
	$(BIN)/python -m engine tournament coal-baron --players 4 --a hard --b medium --games 100 --jobs 2 --seed 700
	$(BIN)/python -m engine bench agricola --players 2 --option family=true
	$(BIN)/python -m engine bench agricola --players 4 --option family=true
	$(BIN)/python -m engine bench agricola --players 2 --games 1000 --option family=true
	$(BIN)/python -m engine bench agricola --players 2
	$(BIN)/python -m engine bench agricola --players 4
	$(BIN)/python -m engine bench agricola --players 2 --games 1000
	$(BIN)/python -m engine tournament agricola --players 2 --a medium --b random --games 200 --jobs 2 --option family=true
	$(BIN)/python -m engine tournament agricola --players 2 --a hard --b medium --games 200 --jobs 2 --option family=true
	$(BIN)/python -m engine tournament agricola --players 2 --a medium --b random --games 200 --jobs 2
	$(BIN)/python -m engine tournament agricola --players 2 --a hard --b medium --games 200 --jobs 2
	$(BIN)/python -m engine.tools.agricola_card_bench --pairs 60 --seed 500 --jobs 2 --against no-values
	$(MAKE) bench-bots

# Issue 16's figures: the search reference, hard and expert (hours: each game is appended to bench-out/ as
# one JSON line as it ends, so a run stopped early still counts: `python -m engine summarize FILE`; run it again
# and --resume plays only the games not yet in the file). The files behind the figures in docs/bench.md are kept
# in docs/bench-runs/: copy one to its bench-out/ name to go on with it (while the bots' code is the same).
# A file is named after the bots it counts (La Granja's expert that weighs the donkeys: lg2-expert-donkeys-hard),
# so a run of an older bot is never resumed as a newer one's.
BOTS_OUT := bench-out
bench-bots: $(STAMP)
	mkdir -p $(BOTS_OUT)
	-$(BIN)/python ../shared/tools/calibrate.py
	$(MAKE) bot-goals
	$(BIN)/python -m engine tournament ra --players 2 --a hard --b search --games 200 --jobs 2 --seed 1000 --resume --out $(BOTS_OUT)/ra2-hard-search.jsonl
	$(BIN)/python -m engine tournament ra --players 2 --a hard --b medium --games 200 --jobs 2 --seed 2000 --resume --out $(BOTS_OUT)/ra2-hard-medium.jsonl
	$(BIN)/python -m engine tournament ra --players 2 --a expert --b hard --games 200 --jobs 2 --seed 3000 --resume --out $(BOTS_OUT)/ra2-expert-hard.jsonl
	$(BIN)/python -m engine tournament ra --players 3 --a hard --b search --games 100 --jobs 2 --seed 4000 --resume --out $(BOTS_OUT)/ra3-hard-search.jsonl
	$(BIN)/python -m engine tournament ra --players 4 --a hard --b search --games 100 --jobs 2 --seed 5000 --resume --out $(BOTS_OUT)/ra4-hard-search.jsonl
	$(BIN)/python -m engine tournament ra --players 2 --a medium --b search --games 200 --jobs 2 --seed 6000 --resume --out $(BOTS_OUT)/ra2-medium-search.jsonl
	$(BIN)/python -m engine tournament la-granja --players 2 --a hard --b medium --games 200 --jobs 2 --seed 8000 --resume --out $(BOTS_OUT)/lg2-hard-medium.jsonl
	$(BIN)/python -m engine tournament la-granja --players 2 --a expert --b hard --games 200 --jobs 2 --seed 7000 --resume --out $(BOTS_OUT)/lg2-expert-donkeys-hard.jsonl

# The bots read against people (issue 39's absolute goals): each level in every seat over 12 seat-games with
# fixed seeds at the game's own iteration budget: mean, worst seat-game, categories, how each seat played
# (Agricola: people, cards, begging) and the longest turn (wall time: only as good as the machine was idle).
bot-goals: $(STAMP)
	$(BIN)/python -m engine botstats agricola --players 2 --games 6 --seed 1000 --bots hard --jobs 2
	$(BIN)/python -m engine botstats agricola --players 2 --games 6 --seed 1000 --bots hard --jobs 2 --option family=true
	$(BIN)/python -m engine botstats agricola --players 2 --games 2 --seed 1000 --bots expert --jobs 2
	$(BIN)/python -m engine botstats coal-baron --players 2 --games 6 --seed 1000 --bots hard --jobs 2
	$(BIN)/python -m engine botstats ra --players 2 --games 6 --seed 1000 --bots hard --jobs 2
	$(BIN)/python -m engine botstats la-granja --players 2 --games 6 --seed 1000 --bots hard --jobs 2

# Every Agricola card's test must fail when the card is broken (its effects removed): minutes, not a test.
mutate-cards: $(STAMP)
	$(BIN)/python tests/data/mutate_cards.py

# The learned evaluation's weights (engine/games/<game>/weights.json), fitted on self-play: a bench job.
fit: $(STAMP)
	$(BIN)/python -m engine fit ra --players 2 --games 50 --every 2 --nodes 600 --seed 7 --jobs 2 --hold suns_up_late_last,tempo_late_last,sun_values_last
	$(MAKE) fit-expert

# Ra's expert has weights of its own, fitted on 160 games of hard against hard (about 45 minutes on 2 cores):
# two runs of 80 games, the second adding the first's positions (kept in bench-out/) to its own.
fit-expert: $(STAMP)
	mkdir -p $(BOTS_OUT)
	$(BIN)/python -m engine fit ra --players 2 --bots hard --games 80 --seed 101000 --every 2 --nodes 3000 --jobs 2 --rows $(BOTS_OUT)/ra-hard-101000.json --level expert --out $(BOTS_OUT)/ra-weights-101000.json
	$(BIN)/python -m engine fit ra --players 2 --bots hard --games 80 --seed 100000 --every 2 --nodes 3000 --jobs 2 --rows $(BOTS_OUT)/ra-hard-100000.json --also $(BOTS_OUT)/ra-hard-101000.json --level expert

# The Agricola bots' card values (engine/games/agricola/data/card_values.json), fitted on full games of medium
# bots that now and then play at random (about 20 minutes on 2 cores; run it again when cards are added: a card
# not in the file is worth the values' median).
card-values: $(STAMP)
	$(BIN)/python -m engine.tools.agricola_card_values --games 900 --jobs 2

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
