"""PocketSphinx's own C functions called without Python's lock.

The wheel's binding (Cython) holds the lock for as long as PocketSphinx works: a decode, a
grammar's search set-up. The same functions are exported by its extension module, so they can be
called through ctypes, which lets go of the lock for the call: while the thread that decodes is in
``ps_process_raw``, another thread can run Python (the next table's word graph) or set up the next
search (``ps_add_fsg``). Same functions, same arguments, so the same results.

The C pointers are read from the binding's objects (``Decoder._ps``, ``FsgModel.fsg``, Cython
fields that Python cannot see), and each read is checked against something the binding does
expose; where a check fails (another binding version), :func:`native` is None and callers use the
binding as before.
"""

from __future__ import annotations

import ctypes
import functools
from typing import Any

import pocketsphinx

_POINTER = ctypes.sizeof(ctypes.c_void_p)
#: CPython's object header (reference count, type), before a Cython object's own fields.
_HEADER = 2 * _POINTER


class Native:
    """The C calls, on one decoder."""

    def __init__(self, lib: ctypes.CDLL, decoder: Any) -> None:
        self._lib = lib
        self._ps = decoder_pointer(decoder)

    def process_raw(self, pcm: bytes, full_utt: bool) -> None:
        """``Decoder.process_raw(pcm, False, full_utt)``, without the lock."""
        if self._lib.ps_process_raw(self._ps, pcm, len(pcm) // 2, 0, int(full_utt)) < 0:
            raise RuntimeError(f"Failed to process {len(pcm) // 2} samples of audio data")

    def add_fsg(self, name: str, fsg: Any, fsg_name: str) -> None:
        """``Decoder.add_fsg(name, fsg)`` for ``fsg`` named ``fsg_name``, without the lock (its
        search set-up: the lextree)."""
        if self._lib.ps_add_fsg(self._ps, name.encode(), fsg_pointer(fsg, fsg_name)) < 0:
            raise RuntimeError("Failed to set FSG in decoder")

    def remove_search(self, name: str) -> None:
        """``Decoder.remove_search(name)``, without the lock (freeing a search's lextree)."""
        self._lib.ps_remove_search(self._ps, name.encode())


def decoder_pointer(decoder: Any) -> int:
    """The ``ps_decoder_t *`` of a ``pocketsphinx.Decoder``: its first field, followed by its
    ``Config`` (checked: the second field must be the object ``decoder.config`` returns)."""
    fields = (ctypes.c_void_p * 2).from_address(id(decoder) + _HEADER)
    if not fields[0] or fields[1] != id(decoder.config):
        raise LookupError("pocketsphinx.Decoder's fields are not laid out as expected")
    return int(fields[0])


def fsg_pointer(fsg: Any, name: str) -> int:
    """The ``fsg_model_t *`` of a ``pocketsphinx.FsgModel`` named ``name``: the field after the
    Cython method table (checked: an fsg_model_t starts with its reference count and name)."""
    pointer = ctypes.c_void_p.from_address(id(fsg) + _HEADER + _POINTER).value
    if not pointer:
        raise LookupError("pocketsphinx.FsgModel holds no grammar")
    named = ctypes.c_char_p.from_address(pointer + _POINTER).value
    if named != name.encode():
        raise LookupError("pocketsphinx.FsgModel's fields are not laid out as expected")
    return int(pointer)


@functools.lru_cache(maxsize=1)
def _library() -> ctypes.CDLL | None:
    try:
        lib = ctypes.CDLL(pocketsphinx._pocketsphinx.__file__)
        lib.ps_process_raw.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_int,
                                       ctypes.c_int]
        lib.ps_process_raw.restype = ctypes.c_int
        lib.ps_add_fsg.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
        lib.ps_add_fsg.restype = ctypes.c_int
        lib.ps_remove_search.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        lib.ps_remove_search.restype = ctypes.c_int
    except (OSError, AttributeError):
        return None
    return lib


def native(decoder: Any) -> Native | None:
    """The C calls on ``decoder`` without the lock, or None where they cannot be made safely."""
    lib = _library()
    if lib is None:
        return None
    try:
        return Native(lib, decoder)
    except LookupError:
        return None
