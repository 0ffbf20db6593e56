#pragma once

// Under the move list: the comment on the shown move (on the game at the start position), for
// reading and editing. Edits by the player come out as commentEdited(); showing another
// position's comment does not.

#include <QPlainTextEdit>

class CommentBox : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit CommentBox(QWidget *parent = nullptr);

    /// Shows `comment`, on the game as a whole when `onGame` (the start position) and on the
    /// shown move otherwise; text the player is typing is left alone when it already says that.
    void showComment(const QString &comment, bool onGame);

signals:
    void commentEdited(const QString &comment);
};
