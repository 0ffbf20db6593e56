#include "app/commentbox.h"

#include <QSignalBlocker>

CommentBox::CommentBox(QWidget *parent) : QPlainTextEdit(parent)
{
    setTabChangesFocus(true);
    connect(
        this, &QPlainTextEdit::textChanged, this, [this] { emit commentEdited(toPlainText()); });
}

void CommentBox::showComment(const QString &comment, bool onGame)
{
    setPlaceholderText(onGame ? tr("Comment on the game") : tr("Comment on this move"));
    if (comment == toPlainText()) {
        return; // keeps the cursor where the player is typing
    }
    const QSignalBlocker quiet(this);
    setPlainText(comment);
}
