// DhtmlXQ text rules: how values are escaped and read back, which of repeated or nested tags
// counts, several games in one text.

#include "../fuzz/roundtrip.h"

#include "records/records.h"
#include "records/ubb.h"
#include "records/ubbtext.h"

#include <QTest>

using namespace xq;

namespace {

GameTree readOk(const std::string &text)
{
    auto game = readUbb(text);
    if (!game.ok()) {
        qFatal("DhtmlXQ did not read: %s", game.error().c_str());
    }
    return std::move(game).value();
}

/// The comment after the first move of the main line, or before it for ply 0.
std::string commentAtPly(const GameTree &game, int ply)
{
    return ply == 0 ? game.comment(GameTree::Root) : game.comment(game.mainLine().at(ply - 1));
}

std::string commentTag(const std::string &name, const std::string &value)
{
    return "[DhtmlXQ_" + name + "]" + value + "[/DhtmlXQ_" + name + "]";
}

const std::string FirstMove = "[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]";

} // namespace

class TestDhtmlXq : public QObject {
    Q_OBJECT

private slots:
    void commentEscapes_data()
    {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("written");
        QTest::newRow("line break") << "a\nb"
                                    << "a||b";
        QTest::newRow("carriage return dropped") << "a\r\nb"
                                                 << "a||b";
        QTest::newRow("bar before a line break") << "|\n"
                                                 << "&#124;||";
        QTest::newRow("bar after a line break") << "\n|"
                                                << "|||";
        QTest::newRow("two bars") << "x||y"
                                  << "x&#124;|y";
        QTest::newRow("tag inside") << "see [DhtmlXQ_comment1]"
                                    << "see &#91;DhtmlXQ_comment1]";
        QTest::newRow("closing tag inside") << "a[/DhtmlXQ_comment2]b"
                                            << "a&#91;/DhtmlXQ_comment2]b";
        QTest::newRow("game marker inside") << "[/DhtmlXQ]"
                                            << "&#91;/DhtmlXQ]";
        QTest::newRow("reference as text") << "&amp; &#91;"
                                           << "&amp;amp; &amp;#91;";
        QTest::newRow("plain brackets and ampersand") << "A&B [注] |x|"
                                                      << "A&B [注] |x|";
    }

    void commentEscapes()
    {
        QFETCH(QString, comment);
        QFETCH(QString, written);
        const std::string escaped = ubb::escapeComment(comment.toStdString());
        QCOMPARE(QString::fromStdString(escaped), written);
        const std::string expected = QString(comment).remove('\r').toStdString();
        QCOMPARE(ubb::unescapeComment(escaped), expected);
    }

    void textEscapes()
    {
        // Tag texts keep '|' as it is: only comments have "||" line breaks.
        const std::string title = "红||黑 [/DhtmlXQ_title] &lt;";
        QCOMPARE(ubb::escapeText(title), std::string("红||黑 &#91;/DhtmlXQ_title] &amp;lt;"));
        QCOMPARE(ubb::unescapeText(ubb::escapeText(title)), title);
    }

    void references_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("comment");
        QTest::newRow("named") << "&lt;&gt;&quot;&apos;&amp;"
                               << "<>\"'&";
        QTest::newRow("numeric") << "&#20013;&#x56FD;&#X56fd;"
                                 << "中国国";
        QTest::newRow("line break and tab") << "a&#10;b&#9;c"
                                            << "a\nb\tc";
        QTest::newRow("carriage return stays text") << "&#13;"
                                                    << "&#13;";
        QTest::newRow("surrogate stays text") << "&#xD800;"
                                              << "&#xD800;";
        QTest::newRow("too many digits") << "&#00000065;"
                                         << "&#00000065;";
        QTest::newRow("no semicolon") << "&#65 &amp"
                                      << "&#65 &amp";
        QTest::newRow("unknown name") << "&copy;"
                                      << "&copy;";
    }

    void references()
    {
        QFETCH(QString, value);
        QFETCH(QString, comment);
        const GameTree game = readOk(commentTag("comment0", value.toStdString()));
        QCOMPARE(QString::fromStdString(game.comment(GameTree::Root)), comment);
    }

    void repeatedAndNestedTags_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("ply");
        QTest::addColumn<QString>("comment");
        QTest::newRow("same tag twice: the first counts")
            << QString::fromStdString(commentTag("comment1", "a") + commentTag("comment1", "b"))
            << 1 << "a";
        QTest::newRow("commentN and comment0_N name one node")
            << QString::fromStdString(commentTag("comment0_1", "a") + commentTag("comment1", "b"))
            << 1 << "a";
        QTest::newRow("a tag inside a value is text")
            << "[DhtmlXQ_comment1]a[DhtmlXQ_comment1]b[/DhtmlXQ_comment1]c[/DhtmlXQ_comment1]" << 1
            << "a[DhtmlXQ_comment1]b";
        QTest::newRow("crossed tags: the first closes first")
            << "[DhtmlXQ_comment0]a[DhtmlXQ_comment1]b[/DhtmlXQ_comment0]c[/DhtmlXQ_comment1]" << 0
            << "a[DhtmlXQ_comment1]b";
        QTest::newRow("game markers inside a value are text")
            << "[DhtmlXQ_comment0]a[/DhtmlXQ][DhtmlXQ]b[/DhtmlXQ_comment0]" << 0
            << "a[/DhtmlXQ][DhtmlXQ]b";
        QTest::newRow("a carriage return is dropped before the value is read")
            << "[DhtmlXQ_comment0]|\r|[/DhtmlXQ_comment0]" << 0 << "\n";
        QTest::newRow("an opening without a name is text")
            << "[DhtmlXQ_ x][DhtmlXQ_comment0]a[/DhtmlXQ_comment0]" << 0 << "a";
    }

    void repeatedAndNestedTags()
    {
        QFETCH(QString, text);
        QFETCH(int, ply);
        QFETCH(QString, comment);
        const GameTree game = readOk(FirstMove + text.toStdString());
        QCOMPARE(QString::fromStdString(commentAtPly(game, ply)), comment);
        QVERIFY(!fuzz::roundTripFailure(game, RecordFormat::Ubb));
    }

    void repeatedMoveTags()
    {
        // The first movelist counts; a branch number names the first branch given it; branch 0 is
        // the movelist. Each ignored tag holds a move that would be illegal there.
        const GameTree game = readOk("[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]"
                                     "[DhtmlXQ_movelist]1022[/DhtmlXQ_movelist]"
                                     "[DhtmlXQ_move_0_1_1]1927[/DhtmlXQ_move_0_1_1]"
                                     "[DhtmlXQ_move_0_1_1]7242[/DhtmlXQ_move_0_1_1]"
                                     "[DhtmlXQ_move_0_1_0]7242[/DhtmlXQ_move_0_1_0]"
                                     "[DhtmlXQ_comment1_1]b[/DhtmlXQ_comment1_1]");
        QCOMPARE(game.moveCount(), 2);
        const auto &first = game.children(GameTree::Root);
        QCOMPARE(first.size(), std::size_t(2));
        QCOMPARE(game.move(first[0]).toIccs(), std::string("h2e2"));
        QCOMPARE(game.move(first[1]).toIccs(), std::string("b0c2"));
        QCOMPARE(game.comment(first[1]), std::string("b"));
    }

    void sharedNodeKeepsItsFirstComment()
    {
        // Branch 1 starts with the main line's move: both name the same node.
        const GameTree game = readOk(FirstMove + "[DhtmlXQ_move_0_1_1]7747[/DhtmlXQ_move_0_1_1]"
            + commentTag("comment1_1", "variation") + commentTag("comment1", "main"));
        QCOMPARE(game.moveCount(), 1);
        QCOMPARE(commentAtPly(game, 1), std::string("main"));
    }

    void severalGames()
    {
        const std::string text = "post 1\n[DhtmlXQ]" + FirstMove + commentTag("comment0", "one")
            + "[/DhtmlXQ]\npost 2\n[DhtmlXQ]" + commentTag("title", "two")
            + "[/DhtmlXQ]\npost 3\n[DhtmlXQ][DhtmlXQ_movelist]7747";
        const auto games = readUbbGames(text);
        QCOMPARE(games.size(), std::size_t(3));
        QVERIFY(games[0].ok() && games[1].ok());
        QCOMPARE(games[0]->comment(GameTree::Root), std::string("one"));
        QCOMPARE(games[0]->moveCount(), 1);
        QCOMPARE(games[1]->tags().value("Title"), std::string("two"));
        QCOMPARE(games[1]->moveCount(), 0);
        QCOMPARE(games[2].error(), std::string("line 6: [DhtmlXQ_movelist] is never closed"));
        // The first game is the one readUbb gives, whatever follows it.
        QVERIFY(readUbb(text)->sameGame(*games[0]));
    }

    void noGames()
    {
        const auto games = readUbbGames("[DhtmlXQ][/DhtmlXQ] [DhtmlXQ_] text");
        QCOMPARE(games.size(), std::size_t(1));
        QCOMPARE(games[0].error(), std::string("no [DhtmlXQ_...] tags found"));
    }
};

QTEST_GUILESS_MAIN(TestDhtmlXq)
#include "tst_dhtmlxq.moc"
