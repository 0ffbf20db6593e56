#pragma once

// The game being played: its record as an xq::GameTree (main line, variations, comments, tags,
// result), the node shown and the line it lies on, and the result from the rules judge. Undo,
// redo and browsing walk the line; a move that differs from the recorded one starts a
// variation. Knows nothing of widgets or who the players are; SingleGame adds the computer.

#include "app/linemove.h"
#include "app/xiangqi/coremetatypes.h"

#include "core/board.h"
#include "core/rulesjudge.h"
#include "records/gametree.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QRegularExpression;

namespace xq {
enum class Notation;
}

/// What a played move did, for the sounds and the status bar.
struct MoveEffect {
    bool capture = false;
    bool check = false;
};

class Game : public QObject {
    Q_OBJECT

public:
    /// How a game came to its end: now, in play (a move, a resignation, an agreed draw, a
    /// flag), or already in a record just loaded.
    enum class Ending { Now, InRecord };
    Q_ENUM(Ending)

    explicit Game(QObject *parent = nullptr);

    /// Starts over from `start` (the standard position by default).
    void newGame(const xq::Board &start = xq::Board::startPosition());
    /// Replaces the record with `tree` and shows `node`; NoNode shows the end of the main line.
    virtual void load(xq::GameTree tree, xq::NodeId node = xq::NoNode);

    const xq::GameTree &tree() const { return m_tree; }
    /// The record as a file or the autosave keeps it: the tree, with what only the moment of
    /// saving knows (a running clock).
    virtual xq::GameTree recordToSave() const { return m_tree; }
    /// The node shown: the position after its move (the root is the start position).
    xq::NodeId node() const { return m_node; }
    /// The position shown, the one played on; its history runs from the start.
    const xq::Board &board() const { return m_board; }
    const xq::Board &startBoard() const { return m_tree.startBoard(); }

    /// The nodes of the shown line: from the first move through the shown node to its end.
    std::vector<xq::NodeId> line() const { return m_tree.path(m_lineEnd); }
    /// The moves of the shown line.
    std::vector<xq::Move> lineMoves() const { return m_tree.movesTo(m_lineEnd); }
    /// Plies from the start to the position shown.
    int ply() const { return m_tree.ply(m_node); }
    /// Plies of the shown line.
    int length() const { return m_tree.ply(m_lineEnd); }
    /// True after the player went back to look at an earlier position (the computer waits).
    bool isBrowsing() const { return m_browsing && ply() < length(); }

    /// The result of the position shown, resignation included.
    xq::Verdict verdict() const;
    bool isOver() const { return verdict().isOver(); }

    /// The moves of the shown line written in `notation`, marked where there are alternatives.
    std::vector<LineMove> lineTexts(xq::Notation notation) const;
    /// The shown move and the moves recorded in its place, main line first; empty at the start.
    std::vector<xq::NodeId> alternatives() const;
    /// alternatives() written in `notation`.
    QStringList alternativeTexts(xq::Notation notation) const;
    /// The comment on the shown move, or on the game at the start position, as the player
    /// reads it: without the commands embedded for programs ("[%clk 0:09:55]").
    QString comment() const;
    /// A comment without its embedded commands.
    static QString shownComment(const std::string &comment);
    /// The record changed since it was loaded, started or last saved.
    bool isModified() const { return m_modified; }

    bool canUndo() const { return ply() > 0; }
    bool canRedo() const { return ply() < length(); }

public slots:
    /// Plays a move of the side to move; an illegal one is refused through moveRefused().
    /// A move already recorded here is followed; another one becomes a new variation.
    bool play(xq::Move move);
    virtual void undo();
    virtual void redo();
    /// Shows the position after `ply` plies of the shown line.
    void showPly(int ply);
    /// Shows `node`; the shown line becomes the one through it (its main continuation after it).
    void showNode(xq::NodeId node);
    /// `loser` gives up; the verdict then has a winner and no EndReason (see UiText).
    virtual void resign(xq::Side loser);
    /// The game ends drawn here: agreed (EndReason::None) or claimed (EndReason::Repetition).
    void drawHere(xq::EndReason reason);
    /// `flagged` ran out of time: it loses, or it is a draw when the opponent cannot mate.
    void forfeitOnTime(xq::Side flagged);
    /// Sets the words of the shown move's comment; its embedded commands stay.
    void setComment(const QString &comment);
    /// Puts an embedded command ("[%clk 0:09:55]") at the start of the shown move's comment, in
    /// place of one of the same name.
    void setEmbeddedCommand(const QString &command);
    /// Sets a tag of the record ("Date", "Red", ...).
    void setTag(const QString &key, const QString &value);
    /// Edits the record in place (a review's marks, comments and better lines): its nodes stay,
    /// and the game goes on where it was, its clocks and players untouched.
    void annotate(const std::function<void(xq::GameTree &)> &edit);
    /// Sets the record's result as the players give it (Game ▸ Properties).
    void setResult(xq::GameResult result);
    /// Makes the line of the shown move the main line.
    void promoteToMainLine();
    /// Removes the shown move and everything after it, then shows the position before it.
    void removeShownMove();
    /// The record as it is now was saved.
    void markSaved();
    /// The record as it is now is in no file (a game brought back with changes never saved).
    void markUnsaved();

signals:
    /// The shown position or line changed; `move` is the ply that led to it when it was just
    /// played (animate it), none after undo, redo or browsing.
    void positionChanged(xq::Move move);
    void moveMade(xq::Move move, MoveEffect effect);
    /// The record itself changed (moves, comments, tags, result), was replaced or was saved.
    /// Showing another position or line is only positionChanged().
    void recordChanged();
    void moveRefused(const QString &reason);
    /// The game just ended: by a move played, a resignation, or in a record loaded; never on
    /// browsing.
    void gameOver(xq::Verdict verdict, Game::Ending ending);

protected:
    /// Hook for subclasses: the position changed and was announced.
    virtual void afterPositionChange() { }
    /// Moves the cursor to `target` plies along the shown line (undo, redo, browsing).
    void moveCursor(int target, bool browsing);
    /// The side to move after `ply` plies of the record.
    xq::Side sideAtPly(int ply) const;

private:
    /// Whether the position's verdict is news (a move played, a record loaded) or was already
    /// told (browsing back to a finished position must not end the game again).
    enum class VerdictNews { Played, Loaded, Keep };
    void announce(xq::Move played, VerdictNews news);
    /// Ends the game at the node shown as the players decided.
    void endHere(const xq::Verdict &ending);
    void goTo(xq::NodeId node, xq::NodeId lineEnd, bool browsing);
    void edited();
    void writeComment(const QString &comment);
    /// "[%name ...]", with the space after it.
    static const QRegularExpression &embeddedCommand();
    xq::Verdict verdictAt(xq::NodeId node, const xq::Board &board) const;
    /// The record's result speaks for its main line: judged again when an edit changes its end.
    void judgeMainLine();

    xq::GameTree m_tree;
    xq::NodeId m_node = xq::GameTree::Root;
    xq::NodeId m_lineEnd = xq::GameTree::Root; ///< the last node of the shown line
    xq::Board m_board;
    bool m_browsing = false;
    bool m_modified = false;
    /// The game ended at a node by the players, not the rules: resigned, or drawn.
    std::optional<std::pair<xq::NodeId, xq::Verdict>> m_ended;
};
