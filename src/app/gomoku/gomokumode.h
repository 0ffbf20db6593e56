#pragma once

// Gomoku (五子棋) as a game the window hosts: the board view and the game's menus wired to a
// GomokuGame; files (.psq, move lists as .gomoku), autosave and the settings in the "gomoku" group.

#include "app/gamemode.h"
#include "app/gomoku/gomokugame.h"

#include <QPointer>

class GomokuBoardView;
class QActionGroup;
class QMenu;
class QPushButton;
class SoundPlayer;

class GomokuMode : public GameMode {
    Q_OBJECT

public:
    explicit GomokuMode(GameHost &host, QObject *parent = nullptr);
    ~GomokuMode() override;

    QString id() const override { return QStringLiteral("gomoku"); }
    QString displayName() const override;
    QWidget *page() override;
    QList<QMenu *> menus() override { return { m_gameMenu, m_optionsMenu }; }
    QList<QAction *> helpActions() override { return { m_rules }; }
    QWidget *statusWidget() override;
    void newGame() override;
    bool opensFile(const QString &path) const override;
    bool openFile(const QString &path) override;
    bool offerAutosave() override;
    bool prepareToQuit() override;
    QString documentName() const override;
    bool isModified() const override;
    QString turnText() const override;

    GomokuGame *game() const { return m_game; }
    GomokuBoardView *boardView() const { return m_board; }
    /// Writes the game shown to `path` (.psq, or a move list otherwise); false on failure.
    bool saveTo(const QString &path);
    /// Game ▸ Save As: asks where through the prompter.
    void saveAs();

private:
    void buildGameMenu();
    void buildOptionsMenu();
    void showRules();
    template <typename Value>
    QActionGroup *addChoices(QMenu *menu, const QList<std::pair<QString, Value>> &choices,
        Value current, void (GomokuMode::*apply)(Value));
    void setPlayers(GomokuPlayers players);
    void setLevel(int level);
    void setRule(gomoku::Rule rule);
    void setBoardSize(int size);
    void onChanged();
    void onGameOver();
    void writeAutosave() const;
    QString outcomeText() const;
    QVariant setting(const QString &key, const QVariant &fallback) const;
    void setSetting(const QString &key, const QVariant &value);
    gomoku::Rule savedRule() const;

    GomokuGame *m_game;
    QPointer<QWidget> m_page; ///< the window takes it over; deleted here if it never did
    GomokuBoardView *m_board;
    QMenu *m_gameMenu;
    QMenu *m_optionsMenu;
    QPushButton *m_moveNow;
    SoundPlayer *m_sound;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_rules;
    QString m_path;
    std::vector<gomoku::Point> m_savedMoves;
};
