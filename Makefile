# The two commands of the quick start. Both make the virtual environment they need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/baraza

test: $(STAMP)
	$(BIN)/ruff check game scenes tools tests
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check game scenes tools tests

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python tools/bench.py

clean:
	rm -rf $(VENV) build *.egg-info
