#pragma once

// A game against the computer (or two players, or computer against computer): after each move,
// if the computer is to play, searchRequested() starts a search on the engine's thread and the
// answer comes back through a queued signal, so the window never waits.

#include "app/xiangqi/game.h"

#include "engine/engine.h"

#include <array>
#include <functional>
#include <optional>
#include <utility>

class ChessClocks;
class EnginePlayer;
class ExternalPlayer;

class SingleGame : public Game {
    Q_OBJECT

public:
    explicit SingleGame(QObject *parent = nullptr);
    ~SingleGame() override;

    /// Which sides the computer plays; both for a computer game, none for two players.
    void setComputerSides(bool red, bool black);
    bool isComputer(xq::Side side) const { return m_computer[xq::index(side)]; }
    /// Milliseconds to wait before the computer starts, so people can follow a computer game.
    void setComputerPauseMs(int ms) { m_pauseMs = ms; }
    bool isThinking() const { return m_searchPurpose != Purpose::None; }
    /// Whether the search under way is for a hint.
    bool isHinting() const { return m_searchPurpose == Purpose::Hint; }
    /// An external engine plays `side` when the computer plays it (the game takes it over);
    /// nullptr: the built-in engine does.
    void setExternalPlayer(xq::Side side, ExternalPlayer *player);
    ExternalPlayer *externalPlayer(xq::Side side) const { return m_external[xq::index(side)]; }
    /// The clocks whose times the computer is given; nullptr: it has its time a move.
    void setClocks(const ChessClocks *clocks) { m_clocks = clocks; }
    /// A paused game waits: nobody moves and the computer does not think until it resumes.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    /// A held game (a modal dialog over it, DialogHold) waits like a paused one, without the
    /// player having paused it: the computer neither thinks nor moves until it is let go.
    void setHeld(bool held);
    bool isHeld() const { return m_held; }
    /// Whether a person may move now.
    bool isHumanTurn() const;
    EnginePlayer *engine() const { return m_engine; }
    /// The computer's own view of the game from its last search for a move: centipawns for
    /// `side` (a mate counts as MateCp); nullopt before it searched in this game.
    std::optional<int> computerScore(xq::Side side) const;
    /// Whether the computer playing `side` takes a draw offered now: when its own last
    /// evaluation says it is behind by DrawAcceptCp or more (docs/rules.md, "Draw offers").
    bool acceptsDraw(xq::Side side) const;
    static constexpr int DrawAcceptCp = -20;
    static constexpr int MateCp = 100000;
    /// How much longer than its time an external engine may take to answer before it counts
    /// as hung (the flag falls first when it plays on a clock).
    static constexpr int EngineGraceMs = 3000;

    void load(xq::GameTree tree, xq::NodeId node = xq::NoNode) override;
    /// The tree with the time left to the side thinking now, when a clock runs.
    xq::GameTree recordToSave() const override;
    /// A difficulty level from Engine::levels(); a search under way starts again at it.
    void setLevel(int level);
    /// Engine memory; small boards want little.
    void setHashMb(int megabytes);
    /// Threads of the full-strength searches and hints; 0: one a core.
    void setThreads(int threads);
    /// The computer's time a move; the next search takes it.
    void setMoveTimeMs(int ms);

public slots:
    /// Takes back your last move and the computer's answer.
    void undo() override;
    void redo() override;
    /// Asks the engine for a move for the person to play; the answer comes by hintReady().
    void hint();
    /// The computer plays the best move it has found so far.
    void moveNow();

signals:
    /// Connected to EnginePlayer::think: a search of `board` starts on the engine's thread.
    void searchRequested(const xq::Board &board, int searchId, bool fullStrength);
    void thinkingChanged(bool thinking);
    void thinkingInfo(const xq::SearchInfo &info);
    void hintReady(xq::Move move);
    /// The external engine playing `side` failed; the game is kept and paused.
    void engineFailed(xq::Side side, const QString &error);
    void pausedChanged(bool paused);
    void heldChanged(bool held);
    /// Who plays which side changed (setComputerSides).
    void playersChanged();
    /// A record or a new game (its tree given) is about to replace the game: its clocks are set
    /// up before the computer is asked for a move.
    void loading(const xq::GameTree &tree);

protected:
    void afterPositionChange() override;

private:
    enum class Purpose { None, Move, Hint };

    void startSearch(Purpose purpose);
    void cancelSearch();
    /// A search under way is dropped, the engine changed, and the computer asked again if it
    /// is to move.
    void restartSearchAfter(const std::function<void()> &engineChange);
    void onBestMove(int searchId, xq::Move move);
    void onSearchInfo(int searchId, const xq::SearchInfo &info);
    void onEngineFailed(int searchId, const QString &error);
    void engineFailure(const QString &error);
    bool isComputerTurn() const;
    /// Starts the search for the computer's move on the engine that plays the side to move.
    void requestMove();

    EnginePlayer *m_engine;
    std::array<ExternalPlayer *, 2> m_external { nullptr, nullptr };
    const ChessClocks *m_clocks = nullptr;
    bool m_paused = false;
    bool m_held = false;
    std::array<bool, 2> m_computer { false, true };
    int m_searchId = 0;
    Purpose m_searchPurpose = Purpose::None;
    int m_pauseMs = 0;
    /// The last score of a search for the computer's move, and the side it searched for.
    std::optional<std::pair<xq::Side, int>> m_lastScore;
};
