# The two commands of the quick start. Both make the virtual environment they need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_WORKERS ?= 2  # pytest-xdist processes for `make test` (the machines are 2-core); 0 runs in this process

.PHONY: run test lint bench dist clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/baraza

test: $(STAMP)
	$(BIN)/ruff check baraza game scenes tools tests
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile

lint: $(STAMP)
	$(BIN)/ruff check baraza game scenes tools tests

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python tools/bench.py

# The wheel, the sdist and a one-folder desktop bundle for this machine's OS, then a smoke test of the bundle.
# The bundle is built from the wheel installed in its own clean environment (docs/distribution.md).
DIST_VENV := .venv-dist
dist: $(STAMP)
	rm -rf dist build/pyinstaller
	$(BIN)/python -m build --outdir dist .
	test -x $(DIST_VENV)/bin/python || $(PYTHON) -m venv $(DIST_VENV)
	$(DIST_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(DIST_VENV)/bin/python -m pip install --quiet --force-reinstall dist/*.whl "pyinstaller>=6.10"
	cd tools/dist && ../../$(DIST_VENV)/bin/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath ../../dist/bundle --workpath ../../build/pyinstaller baraza.spec
	$(BIN)/python tools/dist/smoke.py dist/bundle/baraza
	tar -C dist/bundle -czf dist/baraza-$$($(BIN)/python -c "import baraza; print(baraza.__version__)")-$$(uname -s | tr A-Z a-z)-$$(uname -m).tar.gz baraza
	@ls -la dist

clean:
	rm -rf $(VENV) $(DIST_VENV) build dist *.egg-info
