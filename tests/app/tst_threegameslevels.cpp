// Three games, one product: the Difficulty menu. Every game lists its levels weakest first under
// Ctrl+1, Ctrl+2..., names them alike from Beginner to Master (in English and Chinese), says what
// each one means, and offers the same times a move, remembered when the window opens again.

#include "threegamestest.h"

#include "app/apptranslations.h"

#include <QActionGroup>
#include <QApplication>
#include <QRegularExpression>
#include <QSet>

class TstThreeGamesLevels : public ThreeGamesTest {
    Q_OBJECT

private slots:
    // The English catalogue holds the plural forms ("1 second", "3 seconds").
    void initTestCase() { AppTranslations::install(*QCoreApplication::instance(), QLocale::c()); }
    void init() { newSettings(PlayMode::TwoPlayers); }
    void cleanup() { closeWindow(); }

    void levelsAnswerTheSameKeys_data();
    void levelsAnswerTheSameKeys();
    void levelsReadAlike_data();
    void levelsReadAlike();
    void levelsSayWhatTheyMean();
    void timePerMoveInEveryGame_data();
    void timePerMoveInEveryGame();

private:
    /// Closes the window, keeping the settings.
    void closeWindowOnly() { m_window.reset(); }
};

void TstThreeGamesLevels::levelsAnswerTheSameKeys_data()
{
    addGameRows();
}

/// Difficulty lists the levels weakest first, the first nine under Ctrl+1 to Ctrl+9, in every game.
void TstThreeGamesLevels::levelsAnswerTheSameKeys()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    const QList<QAction *> levels = choicesOf(modeWithId(game), QStringLiteral("Difficulty"));
    QVERIFY(levels.size() >= 2);
    for (int index = 0; index < levels.size(); ++index) {
        const QKeySequence keys = index < 9
            ? QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + index))
            : QKeySequence();
        QCOMPARE(levels[index]->shortcut(), keys);
    }
    levels[1]->trigger();
    QVERIFY(levels[1]->isChecked());
    QVERIFY(!levels[0]->isChecked());
}

void TstThreeGamesLevels::levelsReadAlike_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<QString>("weakest");
    QTest::addColumn<QString>("strongest");
    QTest::newRow("English") << false << QStringLiteral("Beginner") << QStringLiteral("Master");
    QTest::newRow("Chinese") << true << QStringLiteral("入门") << QStringLiteral("大师");
}

/// Difficulty names the levels alike in every game, from Beginner to Master, each level's name
/// once (a game may add what its level does in brackets).
void TstThreeGamesLevels::levelsReadAlike()
{
    QFETCH(bool, chinese);
    QFETCH(QString, weakest);
    QFETCH(QString, strongest);
    const ChineseInterface language(chinese);
    QVERIFY(language.ok());
    QVERIFY(openWindow());
    for (const char *game : { "xiangqi", "gomoku", "reversi" }) {
        QStringList names;
        for (QMenu *menu : modeWithId(game)->menus().mid(1)) {
            for (QAction *action : menu->actions()) {
                if (action->isCheckable()
                    && action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_1)) {
                    for (QAction *level : action->actionGroup()->actions()) {
                        names << level->text().section(
                            QRegularExpression(QStringLiteral("[ （(]")), 0, 0);
                    }
                }
            }
        }
        QVERIFY2(names.size() >= 2, game);
        QVERIFY2(names.front() == weakest && names.back() == strongest,
            qPrintable(QStringLiteral("%1: %2").arg(game, names.join(u','))));
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
    }
}

/// Every game's Difficulty says what each level means, as Xiangqi's does: "Novice (depth 2,
/// randomness)", each level its own meaning, the strongest at full strength for its time a move.
void TstThreeGamesLevels::levelsSayWhatTheyMean()
{
    QVERIFY(openWindow());
    const QRegularExpression item(QStringLiteral("^(\\w+) \\((.+)\\)$"));
    for (const char *game : { "xiangqi", "gomoku", "reversi" }) {
        QStringList meanings;
        for (QAction *level : choicesOf(modeWithId(game), QStringLiteral("Difficulty"))) {
            const QRegularExpressionMatch match = item.match(level->text());
            QVERIFY2(
                match.hasMatch(), qPrintable(QStringLiteral("%1: %2").arg(game, level->text())));
            meanings << match.captured(2);
        }
        QVERIFY2(meanings.size() >= 2, game);
        QCOMPARE(QSet<QString>(meanings.begin(), meanings.end()).size(), meanings.size());
        QVERIFY2(QRegularExpression(QStringLiteral("^full strength, [\\d.]+ s a move$"))
                     .match(meanings.back())
                     .hasMatch(),
            qPrintable(QStringLiteral("%1: %2").arg(game, meanings.back())));
        QVERIFY2(meanings.front().contains(QStringLiteral("depth 1"))
                || meanings.front().contains(QStringLiteral("the most discs")),
            qPrintable(QStringLiteral("%1: %2").arg(game, meanings.front())));
    }
}

void TstThreeGamesLevels::timePerMoveInEveryGame_data()
{
    addGameRows();
}

/// Difficulty ▸ Time per Move in every game, as in Xiangqi: the computer's time a move, which the
/// strongest level then says it plays at, remembered when the window opens again.
void TstThreeGamesLevels::timePerMoveInEveryGame()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    const auto times = [this, &game] {
        QMenu *menu = submenu(menuTitled(modeWithId(game), QStringLiteral("Difficulty")),
            QStringLiteral("Time per Move"));
        return menu ? menu->actions() : QList<QAction *>();
    };
    QStringList offered;
    for (QAction *time : times()) {
        offered << time->text().remove(u'&');
    }
    QCOMPARE(offered,
        QStringList({ QStringLiteral("1 second"), QStringLiteral("3 seconds"),
            QStringLiteral("10 seconds"), QStringLiteral("30 seconds") }));
    times()[2]->trigger();
    QVERIFY(times()[2]->isChecked() && !times()[0]->isChecked());
    const auto strongest = [this, &game] {
        return choicesOf(modeWithId(game), QStringLiteral("Difficulty")).constLast()->text();
    };
    QVERIFY2(strongest().endsWith(QStringLiteral("(full strength, 10 s a move)")),
        qPrintable(strongest()));
    if (auto *gomoku = qobject_cast<GomokuMode *>(modeWithId(game))) {
        QCOMPARE(gomoku->game()->computerMs(), 10000);
    }
    m_window->close();
    closeWindowOnly();
    QVERIFY(openWindow());
    QVERIFY(times()[2]->isChecked());
    QVERIFY2(strongest().endsWith(QStringLiteral("(full strength, 10 s a move)")),
        qPrintable(strongest()));
    if (auto *gomoku = qobject_cast<GomokuMode *>(modeWithId(game))) {
        QCOMPARE(gomoku->game()->computerMs(), 10000);
    }
}

QTEST_MAIN(TstThreeGamesLevels)
#include "tst_threegameslevels.moc"
