#pragma once

// Gomoku (五子棋) as a game the window hosts: the board view and the game's menus wired to a
// GomokuGame; files (.psq, move lists as .gomoku), autosave and the settings in the "gomoku" group.

#include "app/boardgamemode.h"
#include "app/gomoku/gomokugame.h"

class GomokuBoardView;
class QPushButton;

class GomokuMode : public BoardGameMode {
    Q_OBJECT

public:
    explicit GomokuMode(GameHost &host, QObject *parent = nullptr);
    ~GomokuMode() override;

    QString displayName() const override;
    QList<QAction *> helpActions() override { return { m_rules }; }
    void newGame() override;
    bool openFile(const QString &path) override;
    bool offerAutosave() override;
    bool prepareToQuit() override;
    bool isModified() const override;
    QString turnText() const override;

    GomokuGame *game() const { return m_game; }
    GomokuBoardView *boardView() const { return m_board; }
    /// Writes the game shown to `path` (.psq, or a move list otherwise); false on failure.
    bool saveTo(const QString &path) override;
    void undo() override;

private:
    QStringList saveFilters() const override;
    void buildGameMenu();
    void buildOptionsMenu();
    void showRules();
    void setPlayers(GomokuPlayers players);
    void setLevel(int level);
    void setRule(gomoku::Rule rule);
    void setBoardSize(int size);
    void onChanged();
    void onGameOver();
    void writeAutosave() const;
    QString outcomeText() const;
    gomoku::Rule savedRule() const;

    GomokuGame *m_game;
    GomokuBoardView *m_board;
    QMenu *m_gameMenu;
    QMenu *m_optionsMenu;
    QPushButton *m_moveNow;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_rules;
    std::vector<gomoku::Point> m_savedMoves;
};
