#pragma once

// Help ▸ Rules (F1), the same item on every page of the window: the page's rules, in the player's
// language, shown through the prompter on a page of their own (RulesDialog). The three games'
// pages (BoardGameMode) and the puzzle page each hold one.

#include <QObject>
#include <QString>

#include <functional>

class GameHost;
class QAction;

class RulesHelp : public QObject {
    Q_OBJECT

public:
    /// `name`: what the rules are of ("Gomoku"); `text`: the rules (HTML). Both are asked when
    /// shown, so they follow the language.
    RulesHelp(GameHost &host, std::function<QString()> name, std::function<QString()> text,
        QObject *parent = nullptr);

    /// The item under F1, named "Rules of …" now.
    QAction *action();
    /// Shows the rules, as the item does.
    void show();

private:
    GameHost &m_host;
    std::function<QString()> m_name;
    std::function<QString()> m_text;
    QAction *m_action;
};
