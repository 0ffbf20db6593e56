#pragma once

// Gomoku (五子棋) as a game the window hosts: the board view and the game's menus wired to a
// GomokuGame; files (.psq, move lists as .gomoku), autosave and the settings in the "gomoku" group.

#include "app/boardgamemode.h"
#include "app/gomoku/gomokugame.h"

#include <optional>
#include <utility>

class ComputerStatus;
class GomokuBoardView;
class LineReplay;
class QActionGroup;
class MovesPanel;

class GomokuMode : public BoardGameMode {
    Q_OBJECT

public:
    explicit GomokuMode(GameHost &host, QObject *parent = nullptr);
    ~GomokuMode() override;

    QString displayName() const override;
    QString gameName() const override;
    QString aboutText() const override;
    void newGame() override;
    bool openFile(const QString &path) override;
    bool offerAutosave() override;
    bool prepareToQuit() override;
    bool isModified() const override;
    QString turnText() const override;
    /// Shown again: the engine threads setting may have changed in another game.
    void setActive(bool active) override;

    GomokuGame *game() const { return m_game; }
    GomokuBoardView *boardView() const { return m_board; }
    /// The position shown: the game's end, or an earlier one looked back at.
    LineReplay *replay() const { return m_replay; }
    /// Writes the game shown to `path` (.psq, or a move list otherwise); false on failure.
    bool saveTo(const QString &path) override;
    void undo() override;
    void redo() override;
    void hint() override;
    void moveNow() override;
    /// What the computer's search thinks, as Gomoku players read it, for the side it played:
    /// "White: +120, depth 9", "Black: wins in 3 moves by fours (VCF)", "White: loses in 2 moves,
    /// depth 6"; empty for the opening move.
    static QString evaluationText(const GomokuThought &thought);
    /// Game ▸ Rules and Board Size: a new game under them, once a game in progress may go.
    void setRule(gomoku::Rule rule);
    void setBoardSize(int size);

private:
    QStringList saveFilters() const override;
    QString countedMoves(int moves) const override;
    QString rulesText() const override;
    bool hasGameInProgress() const override;
    /// Game ▸ the play commands wired, and the rule and board size.
    void buildGameMenu();
    /// Difficulty and Play As.
    void buildChoiceMenus();
    /// The levels of the Difficulty menu, named, the strongest with `moveTimeMs` a move.
    static QList<std::pair<QString, int>> levels(int moveTimeMs);
    void buildViewMenu();
    void setPlayers(GomokuPlayers players);
    void setLevel(int level);
    /// A click on the board: a move, unless the player looks back at an earlier position.
    void pointClicked(gomoku::Point point);
    /// The board shows the position the replay shows.
    void showShownPly(int ply);
    /// A new empty board, once the player agrees to abandon a game in progress; false if not.
    bool startNewGame(int size, gomoku::Rule rule);
    void onChanged();
    void onGameOver();
    void refreshActions();
    /// The rule, the board and the moves beside the board.
    void showPanel();
    /// The rule and the board (and the move looked back at) above the moves.
    void showSummary();
    /// Who plays which side, above the moves.
    void showPlayers();
    /// Ticks the rule and the size in force in their menus.
    void showGameChoices();
    void autosave();
    void writeAutosave() const;
    QString autosavePath() const;
    /// The game kept by the last run and its rule, if the file holds one.
    std::optional<std::pair<gomoku::GameRecord, gomoku::Rule>> readAutosave() const;
    QString outcomeText() const;
    gomoku::Rule savedRule() const;
    /// The rules Game ▸ Rules offers, named.
    static QList<std::pair<QString, gomoku::Rule>> ruleChoices();
    /// The game of a Piskvork file or of a move list, on the board its moves need.
    gomoku::RecordResult readRecord(std::string_view text, bool psq) const;
    /// Asks the rule the game `name` was played under (records do not say); nullopt: cancelled.
    std::optional<gomoku::Rule> askRule(const QString &name) const;
    /// Shows the game `record` read from `name`, the file at `path` (empty: the clipboard): its
    /// rule asked, the game in progress given up once the player agrees; false, the game shown
    /// kept, when the record did not read (told) or the player cancelled.
    bool openRecord(const gomoku::RecordResult &record, const QString &name, const QString &path);
    /// Edit ▸ Paste Game: a Piskvork game or a move list, told apart by the text.
    void paste(const std::string &text);
    int savedSize() const;

    GomokuGame *m_game;
    GomokuBoardView *m_board;
    MovesPanel *m_panel;
    LineReplay *m_replay;
    ComputerStatus *m_status;
    QActionGroup *m_levelChoices = nullptr;
    QActionGroup *m_ruleChoices = nullptr;
    QActionGroup *m_sizeChoices = nullptr;
    std::vector<gomoku::Point> m_savedMoves;
    /// Whether the autosave file holds this run's game: not until the game kept from the last
    /// run has been offered or the player has made a game of their own.
    bool m_autosaveOwned = false;
};
