#include "app/xiangqi/keptgame.h"

#include "app/prompter.h"
#include "app/xiangqi/recordcontroller.h"
#include "app/xiangqi/singlegame.h"

#include <QFileInfo>
#include <QTimer>

namespace {
// Typing a comment or stepping through moves saves once the player pauses, not at every step.
constexpr int SaveDelayMs = 500;
} // namespace

KeptGame::KeptGame(const QString &path, const SingleGame &game, const RecordController &records,
    std::function<PlayMode()> playMode)
    : m_game(game), m_records(records), m_playMode(std::move(playMode)), m_autoSave(path),
      m_delay(new QTimer(this))
{
    m_delay->setSingleShot(true);
    m_delay->setInterval(SaveDelayMs);
    connect(m_delay, &QTimer::timeout, this, &KeptGame::save);
}

KeptGame::~KeptGame()
{
    if (m_delay->isActive()) {
        save();
    }
}

void KeptGame::clear()
{
    m_autoSave.clear();
    m_owned = false;
}

void KeptGame::save()
{
    m_delay->stop();
    // Only what the player played or edited (and saved since): a record opened or pasted and
    // merely looked through must not take the place of an unfinished game kept from before.
    m_owned = m_owned || m_game.isModified();
    if (m_owned) {
        m_autoSave.save(m_game, m_playMode(), m_records.origin());
    }
}

void KeptGame::saveSoon()
{
    m_delay->start();
}

bool KeptGame::confirmQuit(Prompter &prompter, QWidget *parent)
{
    save();
    if (!m_game.isModified()) {
        return true;
    }
    // A game of a file whose last moves are not in it is kept by the autosave, but the file is
    // what the player will open: say so. A finished game has no autosave to fall back on.
    const QString file = m_records.origin().path();
    if (!file.isEmpty()) {
        return prompter.confirm(parent, tr("Quit"),
            tr("The last changes are not in %1. Quit without saving them there?")
                .arg(QFileInfo(file).fileName()));
    }
    return AutoSave::keeps(m_game)
        || prompter.confirm(
            parent, tr("Quit"), tr("Quit and lose the changes to this record that are not saved?"));
}
