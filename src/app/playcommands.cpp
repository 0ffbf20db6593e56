#include "app/playcommands.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>

namespace {
QAction *addCommand(QMenu *menu, const char *text, const QKeySequence &keys)
{
    QAction *action = menu->addAction(QCoreApplication::translate("PlayCommands", text));
    action->setShortcut(keys);
    return action;
}
} // namespace

PlayCommands PlayCommands::addTo(QMenu *menu)
{
    return {
        addCommand(menu, QT_TRANSLATE_NOOP("PlayCommands", "&Undo Move"), QKeySequence::Undo),
        addCommand(menu, QT_TRANSLATE_NOOP("PlayCommands", "&Redo Move"), QKeySequence::Redo),
        addCommand(menu, QT_TRANSLATE_NOOP("PlayCommands", "&Hint"), QKeySequence(Qt::Key_H)),
        addCommand(menu, QT_TRANSLATE_NOOP("PlayCommands", "&Move Now"),
            QKeySequence(Qt::CTRL | Qt::Key_M)),
    };
}

void PlayCommands::show(const PlayState &state) const
{
    undo->setEnabled(state.canUndo);
    redo->setEnabled(state.canRedo);
    hint->setEnabled(state.personToMove && !state.thinking);
    moveNow->setEnabled(state.thinking);
}
