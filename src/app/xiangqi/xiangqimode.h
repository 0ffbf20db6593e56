#pragma once

// Xiangqi as a game the window hosts: the board, the move list beside it and Xiangqi's menus,
// wired to a SingleGame. It holds no game state of its own; it shows the game's and forwards
// requests.

#include "app/appsettings.h"
#include "app/boardgamemode.h"
#include "app/xiangqi/game.h"
#include "app/xiangqi/gamesummary.h"
#include "app/xiangqi/keptgame.h"
#include "app/xiangqi/recordorigin.h"

#include "core/rulesjudge.h"
#include "records/gametree.h"
#include "records/records.h"

#include <memory>

class AutoPlayer;
class PlayController;
class PlayerDetails;
class RecordAutoplay;
class RecordColumn;
class RecordController;
class ReviewBar;
class BoardView;
class CommentBox;
class GameMenus;
class MoveListPanel;
class Prompter;
class SingleGame;
class ComputerStatus;
class VariationPanel;

class XiangqiMode : public BoardGameMode {
    Q_OBJECT

public:
    explicit XiangqiMode(GameHost &host, QObject *parent = nullptr);

    QString displayName() const override { return tr("Xiangqi 象棋"); }
    QString gameName() const override { return tr("Xiangqi"); }
    QString aboutText() const override;
    /// Every kind of record the records library reads.
    bool opensFile(const QString &path) const override;
    QStringList openFilters() const override;
    bool openFile(const QString &path) override;
    /// Offers the autosaved game back; returns whether one was restored.
    bool offerAutosave() override;
    bool prepareToQuit() override;
    QString documentName() const override;
    bool isModified() const override;
    QString turnText() const override { return m_turnText; }
    /// Game ▸ Save and Save As go to the record files, which know encodings and collections.
    void save() override;
    void saveAs() override;
    bool saveTo(const QString &path) override;
    void undo() override;
    void redo() override;
    void hint() override;
    void moveNow() override;

    SingleGame *game() const { return m_game; }
    BoardView *boardView() const { return m_board; }
    MoveListPanel *moveList() const { return m_moveList; }
    VariationPanel *variations() const { return m_variations; }
    CommentBox *commentBox() const { return m_comment; }
    AutoPlayer *autoPlayer() const;
    /// Who plays, the clocks, pause.
    PlayController *play() const { return m_play; }
    GameMenus *gameMenus() const { return m_menus; }
    ComputerStatus *computerStatus() const { return m_thinking; }
    /// The bar offering to play on against the computer from a record looked through.
    ReviewBar *reviewBar() const { return m_review; }
    /// The move list, variations and comment beside the board; hidden on small screens.
    QWidget *recordColumn() const;
    /// The players' names and the record's details (Game ▸ Properties).
    PlayerDetails *details() const { return m_details; }
    /// The record files: open, paste, save, and where the record shown came from.
    RecordController *records() const { return m_records; }

public slots:
    void newGame() override;
    /// The players chosen: remembered, and applied to the game shown.
    void setPlayMode(PlayMode mode);
    void setLevel(int level);
    void setNotation(xq::Notation notation);

    /// A new game from `start` (set up in the position editor), played as `mode` says.
    void startFromPosition(const xq::Board &start, PlayMode mode);

private:
    QStringList saveFilters() const override;
    QString countedMoves(int moves) const override;
    QString rulesText() const override;
    bool hasGameInProgress() const override;
    /// Xiangqi's items in the menus every board game has, and its own menus beside them.
    GameMenus *buildMenus();
    /// A record is about to be shown: who plays it.
    void showRecord(const xq::GameTree &record);
    /// A new game as the settings say, the game in progress abandoned already.
    void startNewGame();
    /// Who plays the game shown, leaving the setting alone.
    void applyPlayMode(PlayMode mode);
    void connectMenus();
    void connectGame();
    void applySettings();
    void onMoveRequested(xq::Move move);
    void onPositionChanged(xq::Move move);
    void onMoveMade(xq::Move move, const MoveEffect &effect);
    void onGameOver(const xq::Verdict &verdict, Game::Ending ending);
    void onHint(xq::Move move);
    void refreshRecordViews();
    void deleteShownMove();
    void connectPlay();
    void refreshActions();
    void refreshTurn();
    void refreshReview();
    /// Names the players of a game played here, from who plays it now.
    void nameNewPlayers();
    void showMessage(const QString &text);
    void editPosition();
    /// The position editor on `position`; a new game starts from what the player sets up.
    void editPositionFrom(const xq::Board &position);
    AppSettings &settings() const { return host().settings(); }
    Prompter &prompter() const { return host().prompter(); }
    QWidget *dialogParent() const { return host().dialogParent(); }

    SingleGame *m_game;
    GameMenus *m_menus; ///< before the widgets that show its actions
    RecordController *m_records;
    /// The game kept across runs; destroyed (saving what waits) before the game it keeps.
    KeptGame m_kept;
    PlayerDetails *m_details;
    BoardView *m_board;
    MoveListPanel *m_moveList;
    VariationPanel *m_variations;
    CommentBox *m_comment;
    RecordColumn *m_recordColumn = nullptr;
    QWidget *m_status; ///< the status bar's part: the thinking display, the clocks when folded
    ComputerStatus *m_thinking;
    QString m_turnText;
    ReviewBar *m_review;
    bool m_reviewing = false; ///< a record is looked through by two players, the setting aside
    RecordAutoplay *m_autoplay;
    PlayController *m_play;
    /// Who plays the game shown: the setting, or two players while a record is looked through.
    PlayMode m_playMode = PlayMode::Red;
    bool m_typingComment = false; ///< the record changes by the player's typing in the comment box
    bool m_checkShown = false; ///< the passing message is the check warning
    bool m_hintShown = false; ///< the passing message is a hint for the position shown
    QString m_hintEvaluation; ///< what the hint's search thought, for its message
};
