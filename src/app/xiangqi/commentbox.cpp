#include "app/xiangqi/commentbox.h"

#include <QSignalBlocker>

CommentBox::CommentBox(QWidget *parent) : QPlainTextEdit(parent)
{
    setTabChangesFocus(true);
    connect(
        this, &QPlainTextEdit::textChanged, this, [this] { emit commentEdited(toPlainText()); });
}

void CommentBox::showComment(const QString &comment, bool onGame)
{
    const QString hint = onGame ? tr("Comment on the game") : tr("Comment on this move");
    if (hint != placeholderText()) {
        setPlaceholderText(hint);
        viewport()->update(); // an empty box paints its hint only when asked to repaint
    }
    if (comment == toPlainText()) {
        return; // keeps the cursor where the player is typing
    }
    const QSignalBlocker quiet(this);
    setPlainText(comment);
}
