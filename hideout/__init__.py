"""Hideout: an offline voice game master. The one import package.

Installed, setuptools' ``package-dir`` puts the layers inside this package (``hideout.engine``,
``hideout.grammar``, ``hideout.voice``, ``hideout.data``). In a checkout they are the sibling
folders of the design card, so the package's search path also holds the checkout's root: the
same imports work in both places without installing.
"""

from pathlib import Path

_here = Path(__file__).resolve().parent
if not (_here / "engine").is_dir() and (_here.parent / "engine" / "__init__.py").is_file():
    __path__.append(str(_here.parent))  # noqa: F821 - a package's own search path
