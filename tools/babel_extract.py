"""`pybabel extract` for our keys: tr("key"), trn("x.one", "x.other", n) and plural("x", n) calls, with keys
built from a module's prefix constant (`P = "take5.log."` … `tr(P + "round")`).

Babel's own Python extractor keeps only the literal part of `P + "round"`; this one reads the
file's syntax tree and resolves module-level string constants, so the extracted keys are whole.
Keys made from run-time values (`tr(f"speed.{v}")`) are not extractable: tests/test_language.py
checks every key the bot games actually ask for. Used through babel.cfg:
`pybabel extract -F babel.cfg -o messages.pot scenes`.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

# plural("x", n) is words.py's trn("x.one", "x.other", n).
DEFAULT_KEYWORDS: dict[str, tuple[int, ...] | None] = {"tr": None, "trn": (1, 2), "plural": None}


def _constants(tree: ast.Module) -> dict[str, str]:
    """Module-level names bound to strings (in order, so one may build on another)."""
    known: dict[str, str] = {}
    for node in tree.body:
        target, value = None, None
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            target, value = node.targets[0].id, node.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            target, value = node.target.id, node.value
        if target is not None and (text := _value(value, known)) is not None:
            known[target] = text
    return known


def _value(node: ast.expr | None, known: Mapping[str, str]) -> str | None:
    """The string an expression always has, or None when it depends on run time."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return known.get(node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _value(node.left, known), _value(node.right, known)
        return None if left is None or right is None else left + right
    if isinstance(node, ast.JoinedStr):
        parts = [_value(v.value if isinstance(v, ast.FormattedValue) else v, known) for v in node.values]
        return None if None in parts else "".join(p for p in parts if p is not None)
    return None


def _called(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def extract(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str, str | tuple[str, ...], list[str]]]:
    """Babel's extraction-method interface: (line, function, message or plural pair, comments).
    `keywords` (pybabel's gettext names) are not ours: this extractor always looks for tr and trn,
    and reports them as gettext and ngettext calls (the names pybabel knows the arguments of)."""
    tree = ast.parse(fileobj.read())
    known = _constants(tree)
    names = DEFAULT_KEYWORDS  # our own calls, whatever gettext keywords pybabel passes by default
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or (name := _called(node)) not in names:
            continue
        spec = names[name] or (1,)
        texts = [_value(node.args[i - 1], known) if len(node.args) >= i else None for i in spec]
        if name == "plural" and texts[0] is not None:  # scenes/table/words.py: plural("x", n)
            texts = [texts[0] + ".one", texts[0] + ".other"]
        # Reported under gettext's own names, whose argument specs pybabel always knows.
        if len(texts) == 2 and None not in texts:
            yield node.lineno, "ngettext", tuple(t for t in texts if t is not None), []
        else:
            for text in texts:
                if text is not None:
                    yield node.lineno, "gettext", text, []
