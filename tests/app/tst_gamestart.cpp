// How a game starts, is switched away from and is abandoned in the window: nothing plays before
// the player has started it, "No" to abandoning a game leaves it exactly as it was, and switching
// games is a command of its own that never asks to abandon one.

#include "app/xiangqi/analysis/chessclocks.h"
#include "app/xiangqi/play/clockkeeper.h"
#include "app/xiangqi/play/playcontroller.h"
#include "app/xiangqi/play/playersdialog.h"
#include "app/xiangqi/singlegame.h"

#include "apptestsupport.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTimer>

class TstGameStart : public WindowTest {
    Q_OBJECT

private slots:
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void computerMovingFirstWaitsForStart();
    void refusedAbandonKeepsThePlayers();
    void switchingGamesAsksNothing();
    void switchGameNamesEveryGameInChinese_data();
    void switchGameNamesEveryGameInChinese();
    void timeControlErrorGoes();

private:
    XiangqiMode *mode() const { return xiangqiOf(*m_window); }
    SingleGame *game() const { return mode()->game(); }
    void play(const char *move) { QVERIFY(game()->play(*xq::Move::fromIccs(move))); }
    QAction *windowAction(const QString &name) const
    {
        return m_window->findChild<QAction *>(name);
    }
};

/// The window opens with the computer to move first (the player plays Black): it does not think
/// behind the first questions, and plays once the player starts the game.
void TstGameStart::computerMovingFirstWaitsForStart()
{
    m_settings->setPlayMode(PlayMode::Black);
    m_settings->setMoveTimeMs(100);
    QVERIFY(openWindow());
    QTest::qWait(scaledMs(1000));
    QCOMPARE(game()->length(), 0);
    QVERIFY(!game()->isThinking());
    QVERIFY(game()->isPaused());
    mode()->play()->pauseAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(game()->length(), 1, scaledMs(10000));
}

/// Players and Clocks, a new game asked for, and "No" to abandoning the game in progress: the
/// players, the clocks and the game stay as they were.
void TstGameStart::refusedAbandonKeepsThePlayers()
{
    QVERIFY(openWindow());
    play("h2e2");
    play("h9g7");
    bool chosen = false;
    QTimer::singleShot(0, m_window.get(), [&chosen] {
        auto *dialog = qobject_cast<PlayersDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            return;
        }
        dialog->playerBox(xq::Side::Red)->setCurrentIndex(1); // the built-in engine
        dialog->playerBox(xq::Side::Black)->setCurrentIndex(1);
        dialog->timeControlEdit()->setText(QStringLiteral("300+3"));
        for (QCheckBox *box : dialog->findChildren<QCheckBox *>()) {
            box->setChecked(true); // start a new game
        }
        chosen = true;
        dialog->accept();
    });
    m_prompter->answer = false;
    mode()->play()->playersAction()->trigger();
    QVERIFY(chosen);
    QCOMPARE(m_prompter->discardQuestions.size(), 1);
    QCOMPARE(m_settings->playMode(), PlayMode::TwoPlayers);
    QCOMPARE(m_settings->timeControl(), QString());
    QVERIFY(!game()->isComputer(xq::Side::Red));
    QVERIFY(!game()->isComputer(xq::Side::Black));
    QCOMPARE(mode()->play()->clockKeeper()->clocks(), nullptr);
    QTest::qWait(300);
    QCOMPARE(game()->length(), 2);
    QVERIFY(!game()->isThinking());
}

/// Game ▸ Switch Game shows another game as it was left, and offers its game kept from the last
/// run; taking it back asks nothing more. Game ▸ New Game asks before abandoning, No by default.
void TstGameStart::switchingGamesAsksNothing()
{
    {
        auto window = makeWindow();
        QVERIFY(xiangqiOf(*window)->game()->play(*xq::Move::fromIccs("h2e2")));
        window->close();
    }
    m_settings->setActiveGame(QStringLiteral("gomoku"));
    QVERIFY(openWindow());
    QVERIFY(m_window->activeMode() != mode());
    QVERIFY(!m_window->offerAutosave()); // Gomoku has nothing kept
    QAction *toXiangqi = windowAction(QStringLiteral("switchTo_xiangqi"));
    QVERIFY(toXiangqi);
    toXiangqi->trigger();
    QCOMPARE(m_window->activeMode(), mode());
    QCOMPARE(m_prompter->questions.size(), 1); // "Continue it?", and nothing after it
    QCOMPARE(game()->length(), 1);
    QVERIFY(toXiangqi->isChecked());
    QAction *newGame = windowAction(QStringLiteral("newGameAction"));
    QVERIFY(newGame);
    QCOMPARE(newGame->shortcut(), QKeySequence(QKeySequence::New));
    m_prompter->answer = false;
    newGame->trigger();
    QCOMPARE(m_prompter->discardQuestions.size(), 1);
    QCOMPARE(game()->length(), 1);
}

void TstGameStart::switchGameNamesEveryGameInChinese_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<QString>("pattern");
    // "Gomoku 五子棋" in English, "五子棋" in Chinese.
    QTest::newRow("English") << false << QStringLiteral("^[A-Za-z]+ \\p{Han}+$");
    QTest::newRow("Chinese") << true << QStringLiteral("^\\p{Han}+$");
}

/// Game ▸ Switch Game names every game, the puzzles too, by its Chinese name, after its English
/// one in English.
void TstGameStart::switchGameNamesEveryGameInChinese()
{
    QFETCH(bool, chinese);
    QFETCH(QString, pattern);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    QVERIFY(openWindow());
    const QRegularExpression name(pattern);
    QVERIFY(name.isValid());
    for (GameMode *game : m_window->modes()) {
        QAction *item = windowAction(QStringLiteral("switchTo_") + game->id());
        QVERIFY2(item, qPrintable(game->id()));
        QVERIFY2(name.match(item->text()).hasMatch(), qPrintable(item->text()));
    }
}

/// Players and Clocks: a time control that is none is explained under the field, wrapped within
/// the dialog's width, and the explanation goes once a preset is chosen.
void TstGameStart::timeControlErrorGoes()
{
    PlayersDialog dialog(*m_settings);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const int width = dialog.width();
    dialog.timeControlEdit()->setText(QStringLiteral("ten minutes and a few seconds a move"));
    dialog.accept();
    auto *error = dialog.findChild<QLabel *>(QStringLiteral("timeControlError"));
    QVERIFY(error);
    QTRY_VERIFY(error->isVisible());
    QTest::qWait(50);
    QVERIFY2(dialog.width() <= std::max(width, 600), qPrintable(QString::number(dialog.width())));
    emit dialog.presetBox()->activated(1); // a time control, past "no clock"
    QVERIFY(!dialog.timeControlEdit()->text().isEmpty());
    QVERIFY(!error->isVisible());
}

QTEST_MAIN(TstGameStart)
#include "tst_gamestart.moc"
