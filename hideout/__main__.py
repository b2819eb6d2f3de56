import sys

from hideout.cli import main

# Guarded so a process started with the "spawn" method never runs the command line again.
if __name__ == "__main__":
    sys.exit(main())
