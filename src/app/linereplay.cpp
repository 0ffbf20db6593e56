#include "app/linereplay.h"

#include "app/autoplayer.h"
#include "app/movelistpanel.h"

#include <algorithm>

LineReplay::LineReplay(MoveListPanel &list, AppSettings &settings, QObject *parent)
    : QObject(parent), m_list(list), m_autoplay(new AutoPlayer(this))
{
    m_autoplay->takeControlsFrom(list, settings, [this] { startAutoplay(); });
    connect(&list, &MoveListPanel::plyRequested, this, [this](int ply) {
        m_autoplay->stop(); // the player took over
        showPly(ply);
    });
    connect(m_autoplay, &AutoPlayer::stepRequested, this, &LineReplay::autoplayStep);
    showInList();
}

void LineReplay::setMoves(const QStringList &names, bool secondSideStarts)
{
    const bool atEnd = !isLookingBack();
    m_moves.clear();
    for (const QString &name : names) {
        m_moves.push_back({ name, {}, false, {} });
    }
    m_secondSideStarts = secondSideStarts;
    const int shown = atEnd ? length() : std::min(m_shown, length());
    const bool moved = shown != m_shown;
    m_shown = shown;
    showInList();
    if (moved) {
        emit shownPlyChanged(shown);
    }
}

void LineReplay::showPly(int ply)
{
    ply = std::clamp(ply, 0, length());
    if (ply == m_shown) {
        return;
    }
    m_shown = ply;
    showInList();
    emit shownPlyChanged(ply);
}

QString LineReplay::lookingBackText() const
{
    return isLookingBack() ? tr("Looking back: move %1 of %2").arg(m_shown).arg(length())
                           : QString();
}

QString LineReplay::refusal()
{
    return tr("The computer moves in the position shown: step to one where it is your turn, or to "
              "the last move (End), to play on.");
}

QString LineReplay::newLineText(int ply, int movesLeft)
{
    return tr("A new line from move %1: Undo back to it, then Redo, brings back the %n move(s) it "
              "replaced.",
        nullptr, movesLeft)
        .arg(ply);
}

void LineReplay::stopAutoplayOnClicks(QWidget *widget)
{
    m_autoplay->stopOnClicks(widget);
}

void LineReplay::showInList()
{
    m_list.setMoves(m_moves, m_secondSideStarts, m_shown);
}

// As Xiangqi's: from the end, the game is played through again from its start.
void LineReplay::startAutoplay()
{
    if (!isLookingBack()) {
        showPly(0);
    }
    if (isLookingBack()) {
        m_autoplay->start();
    } else {
        m_list.setAutoplaying(false); // no move to play through
    }
}

void LineReplay::autoplayStep()
{
    showPly(m_shown + 1);
    if (!isLookingBack()) {
        m_autoplay->stop();
    }
}
