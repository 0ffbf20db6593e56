#pragma once

// The game being played: its start position, the record of moves, a cursor into the record
// (undo, redo and browsing all move it) and the result from the rules judge. Knows nothing of
// widgets or who the players are; SingleGame adds the computer.

#include "coremetatypes.h"

#include "core/board.h"
#include "core/rulesjudge.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

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
    explicit Game(QObject *parent = nullptr);

    /// Starts over from `start` (the standard position by default).
    virtual void newGame(const xq::Board &start = xq::Board::startPosition());
    /// Restores a game: the start position and the moves played from it.
    bool restore(const xq::Board &start, const std::vector<xq::Move> &moves);

    /// The position at the cursor, the one shown and played on.
    const xq::Board &board() const { return m_board; }
    const xq::Board &startBoard() const { return m_start; }
    const std::vector<xq::Move> &record() const { return m_record; }
    /// Plies from the start to the position shown.
    int ply() const { return static_cast<int>(m_record.size()) - static_cast<int>(m_redo); }
    int length() const { return static_cast<int>(m_record.size()); }
    /// True after the player clicked an earlier move: playing now would drop the later ones.
    bool isBrowsing() const { return m_browsing && ply() < length(); }

    /// The result of the position shown, resignation included.
    xq::Verdict verdict() const;
    bool isOver() const { return verdict().isOver(); }

    /// The moves of the record written in `notation`.
    QStringList moveTexts(xq::Notation notation) const;

    bool canUndo() const { return ply() > 0; }
    bool canRedo() const { return ply() < length(); }

public slots:
    /// Plays a move of the side to move; an illegal one is refused through moveRefused().
    /// Played from an earlier position, it replaces the moves after it.
    bool play(xq::Move move);
    virtual void undo();
    virtual void redo();
    /// Shows the position after `ply` plies without forgetting the moves after it.
    void showPly(int ply);
    /// `loser` gives up; the verdict then has a winner and no EndReason (see UiText).
    virtual void resign(xq::Side loser);

signals:
    /// The shown position changed; `move` is the ply that led to it when it was just played
    /// (animate it), none after undo, redo or browsing.
    void positionChanged(xq::Move move);
    void moveMade(xq::Move move, MoveEffect effect);
    void recordChanged();
    void moveRefused(const QString &reason);
    void gameOver(xq::Verdict verdict);

protected:
    /// Hook for subclasses: the position changed and was announced.
    virtual void afterPositionChange() {}
    /// Moves the cursor to `target` plies from the start (undo, redo, browsing).
    void moveCursor(int target, bool browsing);
    /// The side to move after `ply` plies of the record.
    xq::Side sideAtPly(int ply) const;

private:
    void announce(xq::Move played);
    void resetTo(const xq::Board &start);

    xq::Board m_start;
    xq::Board m_board;
    std::vector<xq::Move> m_record;
    std::size_t m_redo = 0; ///< moves of the record after the cursor
    bool m_browsing = false;
    std::optional<xq::Side> m_resigned; ///< who resigned at the end of the record
};
