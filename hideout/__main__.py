import sys

from hideout.cli import main

sys.exit(main())
