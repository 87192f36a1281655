"""`python -m baraza`: the window, or any of the `baraza` subcommands."""

import multiprocessing
import sys

if __name__ == "__main__":  # the AI worker process imports this module too; it must not start a window
    multiprocessing.freeze_support()  # in a frozen bundle the AI worker re-enters here: let it be a worker
    from baraza.scenes.cli import main

    sys.exit(main())
