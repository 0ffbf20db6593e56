#include "app/xiangqi/playerdetails.h"

#include "app/gamemode.h"
#include "app/xiangqi/engineplayer.h"
#include "app/xiangqi/gameproperties.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/uitext.h"

#include <QLabel>

#include <tuple>

PlayerDetails::PlayerDetails(
    SingleGame &game, GameHost &host, QWidget *labelParent, QObject *parent)
    : QObject(parent), m_game(game), m_host(host), m_label(new QLabel(labelParent))
{
    m_label->setObjectName(QStringLiteral("players")); // as every game's line above its moves
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
}

PlayerDetails::Names PlayerDetails::namesFor(PlayMode mode, int level)
{
    return PlayerNames::of(PlayAs(mode), EnginePlayer::levelNames().value(level));
}

void PlayerDetails::nameNewPlayers(std::optional<Names> names)
{
    m_newPlayers = std::move(names);
    refresh();
}

void PlayerDetails::refresh()
{
    const xq::TagList &tags = m_game.tree().tags();
    QString red = QString::fromStdString(tags.value("Red"));
    QString black = QString::fromStdString(tags.value("Black"));
    if (m_newPlayers && red.isEmpty() && black.isEmpty()) {
        std::tie(red, black) = *m_newPlayers;
    }
    m_label->setText(PlayerNames::line(
        UiText::side(xq::Side::Red), UiText::side(xq::Side::Black), { red, black }));
    m_label->setVisible(!m_label->text().isEmpty());
}

void PlayerDetails::edit()
{
    GameProperties dialog(m_game.tree(), m_host.dialogParent());
    if (dialog.exec() == QDialog::Accepted) {
        apply(dialog);
    }
}

void PlayerDetails::apply(const GameProperties &dialog)
{
    for (const auto &[key, value] : dialog.tags()) {
        m_game.setTag(key, value);
    }
    m_game.setResult(dialog.result());
}
