import sys

from baraza.scenes.cli import main

if __name__ == "__main__":  # the AI worker process imports this module too; it must not start a window
    sys.exit(main())
