// The words the Reversi page says of itself: its names, what About and Help ▸ Rules say, how its
// moves are counted.

#include "app/reversi/reversimode.h"

QString ReversiMode::displayName() const
{
    return tr("Reversi 黑白棋");
}

QString ReversiMode::gameName() const
{
    return tr("Reversi");
}

QString ReversiMode::aboutText() const
{
    return tr("<b>Reversi</b> (Othello, 黑白棋) against an AI with a pattern evaluation, an "
              "opening book and an exact endgame solver, at seven levels. It also runs on its own "
              "as <i>reversi-engine</i> (NBoard protocol).");
}

QString ReversiMode::countedMoves(int moves) const
{
    return tr("%n move(s)", "every disc counts one, a pass none", moves);
}

QString ReversiMode::rulesText() const
{
    return tr("<h2>Reversi (Othello, 黑白棋)</h2>"
              "<p>Black and White take turns putting a disc of their colour on the 8 x 8 board, "
              "Black first, from the four discs in the centre.</p>"
              "<ul>"
              "<li>A disc must <b>outflank</b>: between it and another disc of the mover's, in a "
              "straight line across, down or diagonally, stand only the opponent's discs, at least "
              "one, with no empty square. Every line so enclosed is <b>flipped</b> to the mover's "
              "colour.</li>"
              "<li>A player with no such move <b>passes</b>; a player who has one must play.</li>"
              "<li>When neither side can move (the board is often full) the game ends: more "
              "discs win, equal counts are a draw.</li>"
              "</ul>"
              "<h3>Playing here</h3>"
              "<p>Click a square to put your disc there; the dots show where you may play (View "
              "▸ Show Legal Moves). Undo takes back your move and the computer's answer; Hint "
              "shows a good move.</p>");
}
