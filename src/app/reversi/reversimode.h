#pragma once

// Reversi as a game the window hosts: the board view, a panel with the disc counts, whose turn it
// is and the moves played, the menus every game has (open and save GGF or transcripts, undo, redo,
// hint, move now, level, who plays, legal-move marks, animation, sound) and the computer on its
// worker thread, at full strength on every core. Hints and the status bar's analysis give the
// engine's evaluation in discs ("+2.5 discs", or "wins by 6 discs" once solved exactly). Passes are
// played for the side that has to pass and announced. While the discs of a move turn over, the
// computer's reply waits for them, and so does the result dialog at the end.

#include "app/boardgamemode.h"
#include "app/playernames.h"
#include "app/reversi/reversigame.h"

#include <optional>
#include <utility>

class ComputerStatus;
class LineReplay;
class QAction;
class QActionGroup;
class MovesPanel;
class ReversiAi;
class ReversiView;

enum class ReversiPlayers { HumanBlack, HumanWhite, TwoPlayers, ComputerVsComputer };

class ReversiMode : public BoardGameMode {
    Q_OBJECT

public:
    explicit ReversiMode(GameHost &host, QObject *parent = nullptr);
    ~ReversiMode() override;

    QString displayName() const override;
    QString gameName() const override;
    QString aboutText() const override;
    bool openFile(const QString &path) override;
    bool offerAutosave() override;
    bool prepareToQuit() override;
    bool isModified() const override { return m_game.isModified(); }
    QString turnText() const override;

    ReversiView *view() const { return m_view; }
    const ReversiGame &game() const { return m_game; }
    ReversiAi *ai() const { return m_ai; }
    /// The position shown: the game's end, or an earlier one looked back at.
    LineReplay *replay() const { return m_replay; }
    /// Writes the game to `path` (GGF for .ggf, a transcript otherwise); false on failure.
    bool saveTo(const QString &path) override;
    /// The text of the panel beside the board (disc counts, the turn, a pass announced).
    QString panelText() const;
    /// The threads the computer searches on at `level`: every core at full strength (as many as
    /// the engine threads setting allows), one below.
    int searchThreads(int level) const;
    /// An evaluation in hundredths of a disc for the side it is given for, in words: "+2.5 discs",
    /// and once solved exactly "wins by 6 discs", "loses by 2 discs" or "draws".
    static QString evaluationText(int score, bool exact);

public slots:
    void newGame() override;
    void setPlayers(ReversiPlayers players);
    void setLevel(int level);
    /// Who plays which side, above the moves.
    /// Who plays the game here, the side that moves first's player first.
    PlayerNames::Pair players() const;
    void showPlayers();
    /// The record to save: the game's, its players named when it names none.
    reversi::GameRecord namedRecord() const;
    void undo() override;
    void redo() override;
    void hint() override;
    void moveNow() override;

private:
    QStringList saveFilters() const override;
    QString countedMoves(int moves) const override;
    QString rulesText() const override;
    bool hasGameInProgress() const override;
    void buildPage();
    /// Shows the game `result` read from the file at `path` (empty: from the clipboard), once a
    /// game in progress may go; false, the game shown kept, when it did not read (told) or the
    /// player kept the game.
    bool openRecord(const reversi::RecordResult &result, const QString &path);
    /// Game's play commands wired, Edit, Difficulty, Play As and View.
    void buildMenus();
    /// The levels of the Difficulty menu, named, the strongest with `moveTimeMs` a move.
    static QList<std::pair<QString, int>> levels(int moveTimeMs);
    void buildViewMenu();
    void setAnimated(bool animated);
    void squareClicked(int square);
    /// A person's click on the position looked back at: the recorded move steps on, another
    /// plays on from there (a new line).
    void playFromShown(reversi::Move move);
    /// Says why a person's click on `move` in `board` played nothing.
    void explainRefusal(const reversi::Board &board, reversi::Move move);
    void computerMoved(int move, int score, bool exact);
    /// The computer's evaluation so far, for the side it plays, in the status bar.
    void showProgress(int score, int depth, bool exact, bool fromBook);
    /// "White: +2.5 discs": an evaluation for the side to move, named.
    QString sideEvaluation(int score, bool exact) const;
    /// Asks the computer for a move at `level` (or a hint at full strength).
    void think(int level);
    void animationFinished();
    /// Plays `move` for the side to move with its sound; false when it is not legal.
    bool playMove(reversi::Move move);
    /// The board shows the position the replay shows: the game's, or an earlier one (without
    /// its legal moves: it is not to be played on).
    void showPosition();
    /// Shows the position, plays forced passes, announces the end, and asks the computer when
    /// it is its turn.
    void refresh();
    /// The status bar's "Thinking...", its Move Now and Game ▸ Move Now, while the computer thinks.
    void showThinking(bool thinking);
    /// Undo, Redo, Hint and Move Now as the game stands.
    void showPlayCommands();
    void playForcedPass();
    void announceEnd();
    bool computerToMove() const;
    bool isComputer(reversi::Color side) const;
    /// Forgets the computer's question and any reply waiting for the discs to turn.
    void stopComputer();
    void startGame(const reversi::GameRecord &record, const QString &path);

    ReversiGame m_game;
    ReversiView *m_view = nullptr;
    MovesPanel *m_panel = nullptr;
    LineReplay *m_replay = nullptr;
    ComputerStatus *m_status = nullptr;
    ReversiAi *m_ai = nullptr;
    QString m_announcement;
    ReversiPlayers m_players = ReversiPlayers::HumanBlack;
    int m_level = 4;
    QActionGroup *m_levelChoices = nullptr;
    std::optional<reversi::Move> m_waitingReply; ///< the computer's move, held while discs turn
    bool m_hintPending = false;
    bool m_endAnnounced = false;
};
