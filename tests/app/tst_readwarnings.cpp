// What a lenient reading tells the player in the window: a record opened with a side line left
// out is shown with the warning; a diagram no game reaches opens in the position editor.

#include "apptestsupport.h"

#include "app/xiangqi/positioneditor.h"
#include "app/xiangqi/recordcontroller.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/xiangqimode.h"

#include <QApplication>
#include <QFile>
#include <QTest>
#include <QTimer>

class TstReadWarnings : public WindowTest {
    Q_OBJECT

private slots:
    void init()
    {
        newSettings(PlayMode::Red);
        QVERIFY(openWindow());
    }
    void cleanup() { closeWindow(); }

    void sideLineLeftOutIsShownWithTheGame()
    {
        // 车九进五 in the side line jumps over Red's own soldier on a3.
        const QString path = write("side-line.pgn",
            "1. 炮二平五 (1. 马二进三 马８进７ 2. 车九进五 车９平８) 1... 马８进７ 2. 马二进三 *");
        QVERIFY(xiangqiOf(*m_window)->records()->openRecord(path));
        QCOMPARE(xiangqiOf(*m_window)->game()->length(), 3);
        QCOMPARE(m_prompter->failures.size(), 1);
        QVERIFY2(m_prompter->failures.front().contains("side line ply 1 line 2 is left out"),
            qPrintable(m_prompter->failures.front()));
    }

    void diagramOpensInThePositionEditor()
    {
        // A Red chariot attacks the Black general on d9, a Black chariot the Red one on e0.
        const QString path = write("diagram.fen", "3k5/9/9/9/3Rr4/9/9/9/9/4K4 w - - 0 1");
        const int movesBefore = xiangqiOf(*m_window)->game()->length();
        QString shown;
        QTimer::singleShot(0, this, [&shown] {
            if (auto *editor = qobject_cast<PositionEditor *>(QApplication::activeModalWidget())) {
                shown = editor->fen();
                editor->reject();
            }
        });
        QVERIFY(!xiangqiOf(*m_window)->records()->openRecord(path));
        QVERIFY2(shown.startsWith("3k5/9/9/9/3Rr4/9/9/9/9/4K4"), qPrintable(shown));
        QCOMPARE(xiangqiOf(*m_window)->game()->length(), movesBefore); // the game is kept
        QVERIFY(m_window->statusText().contains("position editor"));
    }

private:
    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir->filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            qFatal("cannot write %s", qPrintable(path));
        }
        file.write(text);
        return path;
    }
};

QTEST_MAIN(TstReadWarnings)
#include "tst_readwarnings.moc"
