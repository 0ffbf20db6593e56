#pragma once

// A Gomoku game in the window: the position under a rule, the moves undone (for redo), who is a
// computer, and how the game ended. Clicks come in as points; the computer's moves come from a
// GomokuThinker. It decides; the view only shows.

#include "app/gomoku/gomokuthinker.h"
#include "app/redoline.h"

#include "gomoku/gamerecord.h"
#include "gomoku/position.h"
#include "gomoku/renjujudge.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

enum class GomokuPlayers { Black, White, TwoPlayers, ComputerVsComputer };

struct GomokuOutcome {
    bool over = false;
    gomoku::Stone winner = gomoku::Stone::Empty; // Empty: a draw
    std::vector<gomoku::Point> line; // the winning five (or more)
};

class GomokuGame : public QObject {
    Q_OBJECT

public:
    explicit GomokuGame(QObject *parent = nullptr);
    ~GomokuGame() override;

    const gomoku::Position &position() const { return *m_position; }
    const gomoku::Board &board() const { return m_position->board(); }
    gomoku::Rule rule() const { return m_position->rule(); }
    const GomokuOutcome &outcome() const { return m_outcome; }
    GomokuPlayers players() const { return m_players; }
    int level() const { return m_level; }
    bool isThinking() const { return m_thinking; }
    /// Whether the search under way is for a hint.
    bool isHinting() const { return m_thinking && m_hinting; }
    bool canUndo() const { return board().stoneCount() > 0; }
    bool canRedo() const { return m_redo.canRedo(); }
    /// Is the side to move a computer?
    bool computerToMove() const { return isComputer(board().sideToMove()); }
    bool isComputer(gomoku::Stone side) const;
    /// Who moves after the first `ply` moves.
    static gomoku::Stone sideToMoveAt(int ply);
    /// The line Undo, Redo and a move made from an earlier position walk.
    const RedoLine &redoLine() const { return m_redo; }
    /// Black's forbidden points, when black is to move under renju.
    std::vector<gomoku::Point> forbiddenPoints() const;
    /// Why `point` is forbidden to black now, or Foul::None.
    gomoku::Foul foulAt(gomoku::Point point) const;
    /// The refusal of a forbidden point in words, naming the rule it breaks.
    static QString refusal(gomoku::Foul foul);
    gomoku::GameRecord record() const;

    /// The computer's time a move (all that limits its full strength, and a hint's search).
    void setComputerMs(int ms) { m_computerMs = ms; }
    int computerMs() const { return m_computerMs; }
    /// The threads the computer searches on at full strength (the lower levels search alone).
    void setSearchThreads(int threads) { m_searchThreads = threads; }

public slots:
    /// A new empty board.
    void newGame(int size, gomoku::Rule rule);
    /// Replaces the game with a record's moves; false (game unchanged) if they break the rules.
    bool load(const gomoku::GameRecord &record, gomoku::Rule rule);
    /// A player's click: played when it is a player's turn and the point is legal.
    bool play(gomoku::Point point);
    /// A player's click on the position after the first `ply` moves, looked back at: the later
    /// moves are taken back as Undo takes them (Redo plays them again from there) and the point
    /// is played. Refused as play() refuses it, and then the game stays as it was.
    bool playFrom(int ply, gomoku::Point point);
    void undo();
    void redo();
    void hint();
    void moveNow();
    /// Stops the computer; its answer on the way is dropped.
    void stopThinking();
    void setPlayers(GomokuPlayers players);
    void setLevel(int level);

signals:
    void changed();
    /// A stone was put on the board by a player or the computer (not by undo, redo or loading).
    void stonePlaced();
    void moveRefused(const QString &why);
    void gameOver();
    /// The hint asked for, and what the search thinks of it.
    void hintReady(gomoku::Point point, const GomokuThought &thought);
    /// The computer is about to play the move it found: what its search thinks of it.
    void computerThought(const GomokuThought &thought);
    void thinkingChanged(bool thinking);

private:
    void place(int index);
    /// The moves played, as point indices.
    RedoLine::Moves moveIndices() const;
    /// Takes back the last move, for Redo to play again.
    void takeBack();
    void judge(int index);
    void startComputer(bool forHint);
    void onMoveFound(int request, const GomokuThought &thought);

    std::unique_ptr<gomoku::Position> m_position;
    RedoLine m_redo;
    GomokuOutcome m_outcome;
    GomokuPlayers m_players = GomokuPlayers::Black;
    int m_level = 4;
    int m_computerMs = 1000;
    int m_searchThreads = 1;
    GomokuThinker *m_thinker;
    int m_request = 0;
    bool m_thinking = false;
    bool m_hinting = false;
};
