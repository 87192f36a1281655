"""The desktop bundle's entry point (PyInstaller runs this file as __main__).

freeze_support comes before anything else: the AI worker is a spawned process, and in a frozen bundle it
re-enters this very file; freeze_support turns that run into the worker instead of a second window.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    import sys

    from baraza.scenes.cli import main

    sys.exit(main())
