"""Main lines of Xiangqi PGN files with ICCS moves ("H2-E2", as xiangqi-match and
`xiangqi-cli analyse --format iccs` write them), for the scripts that read them back."""
import re

MOVE = re.compile(r"^([A-Ia-i])(\d)-?([A-Ia-i])(\d)$")
NAGS = {"$6": "?!", "$2": "?", "$4": "??"}


def games(text):
    """Yields (tags, [[iccs move, mark, comment]]) for each game's main line; the mark is the
    suffix (`??`), a NAG ($4 is `??`) or, failing both, the start of the comment."""
    # A game starts where a tag line follows a line that is not one.
    for block in re.split(r"(?<!\])\n(?=\[)", text):
        tags = dict(re.findall(r'^\[(\w+) "(.*)"\]', block, re.M))
        body = re.sub(r"^\[.*\]$", "", block, flags=re.M)
        moves, depth, i = [], 0, 0
        while i < len(body):
            c = body[i]
            if c == "{":
                end = body.index("}", i)
                if depth == 0 and moves:
                    moves[-1][2] += body[i + 1:end]
                i = end + 1
            elif c in "()":
                depth += 1 if c == "(" else -1
                i += 1
            elif c.isspace():
                i += 1
            else:
                j = i
                while j < len(body) and not body[j].isspace() and body[j] not in "{}()":
                    j += 1
                token = body[i:j]
                bare = token.rstrip("!?")
                if depth == 0 and MOVE.match(bare):
                    moves.append([bare, token[len(bare):], ""])
                elif depth == 0 and moves and token in NAGS:
                    moves[-1][1] = NAGS[token]
                i = j
        if moves:
            yield tags, moves
