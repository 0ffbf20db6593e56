#pragma once

// Reversi as a game the window hosts: the board view, a panel with the disc counts and whose
// turn it is, Reversi's menus (open and save GGF or transcripts, undo, redo, hint, who plays,
// level, legal-move marks) and the computer on its worker thread. Passes are played for the side
// that has to pass and announced.

#include "app/gamemode.h"
#include "app/reversi/reversigame.h"

class QActionGroup;
class QLabel;
class ReversiAi;
class ReversiView;

enum class ReversiPlayers { HumanBlack, HumanWhite, TwoPlayers, ComputerVsComputer };

class ReversiMode : public GameMode {
    Q_OBJECT

public:
    explicit ReversiMode(GameHost &host, QObject *parent = nullptr);
    ~ReversiMode() override;

    QString id() const override { return QStringLiteral("reversi"); }
    QString displayName() const override;
    QWidget *page() override { return m_page; }
    QList<QMenu *> menus() override { return m_menus; }
    QWidget *statusWidget() override;
    bool opensFile(const QString &path) const override;
    bool openFile(const QString &path) override;
    bool offerAutosave() override;
    bool prepareToQuit() override;
    QString documentName() const override { return m_path; }
    bool isModified() const override { return m_game.isModified(); }
    QString turnText() const override;

    ReversiView *view() const { return m_view; }
    const ReversiGame &game() const { return m_game; }
    ReversiAi *ai() const { return m_ai; }
    /// Writes the game to `path` (GGF for .ggf, a transcript otherwise); false on failure.
    bool saveTo(const QString &path);
    /// The text of the panel beside the board (disc counts, the turn, a pass announced).
    QString panelText() const;

public slots:
    void newGame() override;
    void setPlayers(ReversiPlayers players);
    void setLevel(int level);
    void undo();
    void redo();
    void hint();

private:
    void buildPage();
    void buildMenus();
    QMenu *buildPlayMenu();
    void squareClicked(int square);
    void computerMoved(int move, int score);
    /// Shows the position, plays forced passes, announces the end, and asks the computer when
    /// it is its turn.
    void refresh();
    bool computerToMove() const;
    void saveAs();
    void startGame(const reversi::GameRecord &record, const QString &path);

    ReversiGame m_game;
    ReversiView *m_view = nullptr;
    QLabel *m_panel = nullptr;
    QLabel *m_thinking = nullptr;
    QWidget *m_page = nullptr;
    ReversiAi *m_ai = nullptr;
    QList<QMenu *> m_menus;
    QString m_path;
    QString m_announcement;
    ReversiPlayers m_players = ReversiPlayers::HumanBlack;
    int m_level = 4;
    bool m_hintPending = false;
    bool m_endAnnounced = false;
};
