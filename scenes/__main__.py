import sys

from scenes.cli import main

sys.exit(main())
