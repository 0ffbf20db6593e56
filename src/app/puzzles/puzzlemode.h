#pragma once

// Puzzles (残局/习题) as a page of the window, the same for every game: a collection chosen (the
// built-in ones, a puzzle-set file, or Xiangqi records imported as puzzles), filtered by length and
// theme; the goal shown; the player's moves checked against the proven solution, a wrong one
// refused and told, the defence's replies played from the solution; hints (the piece, then the
// move), the solution shown a move at a time, restart, previous and next; solved, failed and
// skipped puzzles and the streak kept in the settings. A game takes part through a PuzzleBoard of
// its own (makeBoards()).

#include "app/gamemode.h"
#include "app/puzzles/openedcollections.h"
#include "app/puzzles/puzzleimporter.h"
#include "app/puzzles/puzzlepanel.h"
#include "app/ruleshelp.h"
#include "app/workerthread.h"

#include "puzzles/puzzle.h"
#include "puzzles/puzzleattempt.h"
#include "puzzles/puzzlefilter.h"
#include "puzzles/puzzleprogress.h"

#include <QPointer>

#include <optional>
#include <vector>

class PuzzleBoard;
class QMenu;
class QStackedWidget;
class QTimer;

class PuzzleMode : public GameMode {
    Q_OBJECT

public:
    explicit PuzzleMode(GameHost &host, QObject *parent = nullptr);
    ~PuzzleMode() override;

    QString id() const override { return QStringLiteral("puzzles"); }
    QString displayName() const override;
    QString aboutText() const override
    {
        return tr(
            "<b>Puzzles</b> (习题): Xiangqi mates, tactics and practical endgames, Gomoku wins "
            "by fours and by threes, and Reversi endgames, each proven by its game's engine.");
    }
    QWidget *page() override { return m_page; }
    /// Help ▸ Rules of Puzzles (F1), as every game's page has its rules.
    QList<QAction *> helpActions() override { return { m_rules->action() }; }
    QList<QMenu *> menus() override { return { m_menu }; }
    /// Game ▸ New Game: the next puzzle not solved yet.
    void newGame() override;
    bool opensFile(const QString &path) const override;
    QStringList openFilters() const override;
    /// Opens a puzzle collection and shows its first puzzle.
    bool openFile(const QString &path) override;
    /// Starts reading a record file, or a folder of them, as a puzzle collection (in the
    /// background); shows it when read, or says why not. False while an import is under way.
    bool importRecords(const QString &path);
    bool isImporting() const { return m_importer->isBusy(); }
    /// Whether the game's engine is at work on its thread: judging the player's move, or one of
    /// an attempt left since, whose word will be dropped.
    bool isThinking() const { return m_engine->isBusy(); }
    bool offerAutosave() override { return false; }
    bool prepareToQuit() override { return true; }
    QString documentName() const override;
    bool isModified() const override { return false; }
    QString turnText() const override;

    PuzzlePanel *panel() const { return m_panel; }
    /// The board of the collection shown.
    PuzzleBoard *board() const;
    /// The puzzle shown, with the player's way through it.
    const puzzles::PuzzleAttempt *attempt() const { return m_attempt ? &*m_attempt : nullptr; }
    const puzzles::PuzzleProgress &progress() const { return m_progress; }
    /// The collections offered, the built-in ones first, and the one shown.
    QStringList collectionTitles() const;
    int currentCollection() const { return m_current; }
    void chooseCollection(int index);
    void setFilter(const QString &goal, const QString &theme);
    /// The puzzles the filter lets through, and which of them is shown.
    int shownCount() const { return static_cast<int>(m_shown.size()); }
    int shownPosition() const { return m_position; }
    void showPuzzle(int position);
    void next();
    void previous();
    void hint();
    void showMove();
    void restart();
    /// How long the defence seems to think before its reply (tests set 0).
    void setReplyDelayMs(int ms) { m_replyDelayMs = ms; }

private:
    /// "Puzzles" in a sentence: the rules' title, the turn before any puzzle.
    static QString puzzlesName();
    struct Collection {
        QString title;
        QString key; ///< for the settings: the built-in name, or the file's path
        std::vector<puzzles::Puzzle> puzzles;
        PuzzleBoard *board = nullptr;
    };

    void makeBoards();
    /// How puzzles are played here, for Help (HTML, in the player's language).
    QString rulesText() const;
    void buildMenu();
    void loadBuiltins();
    /// The collections opened or imported before, as they were left.
    void reopenCollections();
    /// The board that reads the collection's positions; nullptr when none does.
    PuzzleBoard *boardFor(const std::vector<puzzles::Puzzle> &puzzles) const;
    void showCollection(int index);
    /// Adds the collection (or replaces the one of the same key) and shows it.
    void addCollection(Collection collection);
    void chooseRecordsToImport(bool folder);
    void onImported(const QString &path, const puzzles::ImportedCollection &imported);
    const puzzles::Puzzle *puzzle() const;
    void onMoveChosen(const std::string &move);
    /// The attempt's answer to the player's `move` (or one shown) carried out on the board.
    void answer(puzzles::PuzzleAttempt::Answer answer, const std::string &move);
    /// The move, taken on the board now, is put to the game's engine on its thread.
    void judge(const std::string &move);
    void onJudged(const puzzles::Continuation &rest);
    /// The move is taken or refused: the player told, the reply awaited.
    void accepted(puzzles::PuzzleAttempt::Answer answer, const QString &moveText);
    void refuse(const std::string &move);
    /// The board set up again with the moves played (a refused move taken back).
    void showPlayed();
    void playReply();
    /// The puzzle is solved by `lastMove`: the progress kept and the player told.
    void solved(const QString &lastMove);
    /// A game played to the end may be over after the defence's `reply`: solved or lost.
    void endAfterReply(const QString &reply);
    /// The game played to the end is over short of the goal after `lastMove`, as `ending` says.
    void lost(const QString &lastMove, const QString &ending);
    void leavePuzzle();
    void saveProgress();
    void refresh();
    /// "Puzzle 3 of 40".
    QString positionText() const;
    /// The position in the list and the puzzle's standing.
    QString headingText() const;
    QString detailsText() const;
    QString progressText() const;
    QString standingText(puzzles::Standing standing) const;
    QString collectionTitle(const QString &name, int count) const;
    /// The title of a collection read from a file (imported: a record file or folder).
    QString fileCollectionTitle(const QString &path, bool imported, int count) const;

    QPointer<QWidget> m_page;
    QStackedWidget *m_boardStack;
    PuzzlePanel *m_panel;
    QMenu *m_menu;
    QTimer *m_replyTimer;
    PuzzleImporter *m_importer;
    RulesHelp *m_rules;
    WorkerThread *m_engine; ///< judges the player's moves and chooses the replies
    OpenedCollections m_opened;
    std::vector<PuzzleBoard *> m_boards;
    std::vector<Collection> m_collections;
    int m_current = -1;
    puzzles::PuzzleFilter m_filter;
    std::vector<int> m_shown; ///< indices into the collection's puzzles
    int m_position = -1;
    std::optional<puzzles::PuzzleAttempt> m_attempt;
    QString m_goalText; ///< the puzzle's goal, the solver named
    QString m_judgedText; ///< the move being judged, as players write it
    puzzles::PuzzleProgress m_progress;
    int m_replyDelayMs = 500;
};
