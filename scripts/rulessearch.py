"""A mate search that asks Fairy-Stockfish only for its legal moves, for scripts/check-puzzles:
does the defender lose (no legal move: mate, or stalemate, a loss in Xiangqi) within k moves of
the attacker? Fairy-Stockfish's own search prunes the nodes of a side already being mated
(futility, null move) before finding that side has no move, so it misses wins by stalemate its
rules know; this search misses nothing its move generator allows. Repetitions are played through,
as the prover plays them (docs/puzzles.md)."""
import re

NEVER = 1 << 30  # more moves than any search here looks


class Undecided(Exception):
    """The budget of questions ran out before the search settled its question."""


def position(fen, moves=()):
    return f"position fen {fen}" + (f" moves {' '.join(moves)}" if moves else "")


def perft(fsf, fen, moves, depth):
    """Each legal move with the number of positions `depth` - 1 plies after it, from
    Fairy-Stockfish's own move generator (`go perft`): at depth 2, the replies each move leaves."""
    fsf.send(position(fen, moves))
    fsf.send(f"go perft {depth}")
    found = (re.match(r"([a-i]\d+[a-i]\d+): (\d+)", line) for line in fsf.read_until("Nodes searched"))
    return {move[1]: int(move[2]) for move in found if move}


def squares(move):
    """The squares a move ("h10g10", Fairy-Stockfish's ranks) goes from and to."""
    found = re.fullmatch(r"([a-i]\d+)([a-i]\d+)", move)
    return found[1], found[2]


class Board:
    """Where the pieces stand and who moves: the key of a position in the table of settled
    answers, and whose pieces a listed move starts from. Only moves Fairy-Stockfish listed as
    legal are played on it, and a Xiangqi move only takes a piece from one square to another
    (no castling, promotion or capture elsewhere), so it follows Fairy-Stockfish's position
    without judging any rule."""

    def __init__(self, fen):
        rows, self.side = fen.split()[:2]
        self.squares = {}
        for rank, row in zip(range(10, 0, -1), rows.split("/")):
            file = 0
            for piece in re.findall(r"\d+|\D", row):
                if piece.isdigit():
                    file += int(piece)
                else:
                    self.squares[f"{'abcdefghi'[file]}{rank}"] = piece
                    file += 1

    def after(self, move):
        start, end = squares(move)
        board = Board.__new__(Board)
        board.squares = dict(self.squares)
        board.squares[end] = board.squares.pop(start)
        board.side = "b" if self.side == "w" else "w"
        return board

    def moves_from(self, move):
        """Does `move` start on a piece of the side to move (red's are upper case)?"""
        piece = self.squares.get(squares(move)[0], "")
        return piece.isalpha() and piece.isupper() == (self.side == "w")

    def key(self):
        return self.side + "".join(square + piece for square, piece in sorted(self.squares.items()))


class RulesSearch:
    """Every move of both sides, from Fairy-Stockfish's own move generator, one `go perft 2` a
    position: its moves, each with the number of replies it leaves (none: the move mates).

    A position's settled answers are kept by its key (its pieces and side to move), so a position
    met again, by the attacker's moves in another order, is not asked again.
    `hint(moves, k)`, Fairy-Stockfish's search there, gives (whether it mates within k moves, its
    move); it is asked three moves or more from the end for the side the search is expected to
    find winning (`expect_mate`: the attacker) and its move tried first. A mate it reports is
    taken as found, as only its misses are in question. The attacker's other moves come in the
    order of the replies they leave, fewest first, so where it mates the mate comes early.
    At the defender's turns the replies that leave the attacker the fewest moves (checks) come
    first, so the attacker's moves to refute after them are few; one move from the end, first the
    reply that last held out there, asked straight after the attacker's move: one question, not
    two, as Fairy-Stockfish plays no move it does not list as legal and then answers about the
    position before it, which the pieces its moves start from tell.
    `budget` bounds the questions (a search counts as one); past it the answer is Undecided."""

    def __init__(self, fsf, fen, budget, hint=None, expect_mate=True):
        self.fsf, self.fen, self.budget, self.hint, self.expect_mate = fsf, fen, budget, hint, expect_mate
        self.root = Board(fen)
        self.asked = 0
        self.last_escape = None  # the defender's reply that last held out one move from the end
        self.escapes = {}  # key -> the most moves left that the side to move was seen to escape
        self.falls = {}  # key -> the fewest moves left that the side to move was seen to lose in

    def mates(self, moves, k):
        """Does the side to move after `moves` leave the other without a move within k moves?"""
        return self._mates(list(moves), self._board(moves), k)

    def mated(self, moves, k):
        """Is the side to move after `moves` without a move, or mated within k moves whatever
        it plays?"""
        return self._mated(list(moves), self._board(moves), k)

    def _board(self, moves):
        board = self.root
        for move in moves:
            board = board.after(move)
        return board

    def _question(self):
        self.asked += 1
        if self.asked > self.budget:
            raise Undecided

    def _moves(self, moves, board):
        """Each legal move on `board`, the position after `moves`, with the replies it leaves;
        None where Fairy-Stockfish did not play the last of `moves` (it lists the moves of the
        side that was to play it, from that side's pieces)."""
        self._question()
        listed = perft(self.fsf, self.fen, moves, 2)
        return listed if all(board.moves_from(move) for move in listed) else None

    def _legal_moves(self, moves, board):
        listed = self._moves(moves, board)
        if listed is None:
            raise ValueError(f"{moves[-1]} is no legal move after {' '.join(moves[:-1])}")
        return listed

    def _hinted(self, moves, k, attacker):
        if not self.hint or k < 3 or attacker != self.expect_mate:
            return False, None
        self._question()
        return self.hint(moves, k)

    def _settled(self, key, k):
        if self.escapes.get(key, -1) >= k:
            return False
        if self.falls.get(key, NEVER) <= k:
            return True
        return None

    def _remember(self, key, k, lost):
        if lost:
            self.falls[key] = min(k, self.falls.get(key, NEVER))
        else:
            self.escapes[key] = max(k, self.escapes.get(key, -1))
        return lost

    def _mates(self, moves, board, k, listed=None):
        key = board.key()
        known = self._settled(key, k)
        if known is not None:
            return known
        listed = listed if listed is not None else self._legal_moves(moves, board)
        if not listed:  # a side without a move has lost: no mate of its own (and no search line)
            return self._remember(key, k, False)
        if 0 in listed.values() or k == 1:
            return self._remember(key, k, 0 in listed.values())
        mate, best = self._hinted(moves, k, attacker=True)
        if mate:
            return self._remember(key, k, True)
        order = sorted(listed, key=lambda move: (move != best, listed[move]))
        return self._remember(key, k, any(self._mated(moves + [m], board.after(m), k - 1) for m in order))

    def _mated(self, moves, board, k):
        key = board.key()
        known = self._settled(key, k)
        if known is not None:
            return known
        tried = None
        if k == 1:
            held = self._last_escape_holds(moves, board)
            if held:
                return self._remember(key, k, False)
            tried = self.last_escape if held is False else None
        replies = self._legal_moves(moves, board)
        if not replies:
            return self._remember(key, k, True)
        if k == 0 or 0 in replies.values():
            return self._remember(key, k, False)
        best = self._hinted(moves, k, attacker=False)[1]
        for reply in sorted(replies, key=lambda r: (r != best, replies[r])):
            if reply != tried and not self._mates(moves + [reply], board.after(reply), k):
                if k == 1:
                    self.last_escape = reply
                return self._remember(key, k, False)
        return self._remember(key, k, True)

    def _last_escape_holds(self, moves, board):
        """One move from the end, the reply that last held out there, asked straight after the
        attacker's move: does it hold out again? None when it was not played (not a legal move
        here), or left the attacker no move (which the full list of replies settles)."""
        reply = self.last_escape
        if not reply or not board.moves_from(reply):
            return None
        after = board.after(reply)
        listed = self._moves(moves + [reply], after)
        if not listed:
            return None
        return not self._mates(moves + [reply], after, 1, listed)
