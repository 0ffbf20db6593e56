// The record model: adding moves as main line or variation, promotion, removal, the board at
// a node and walking a board between nodes.

#include "records/embeddedcommand.h"
#include "samplegame.h"

#include <QTest>

using namespace xq;
using xq::testing::addLine;

class TestGameTree : public QObject {
    Q_OBJECT

private slots:
    /// A program's command in a comment is read and replaced by name; the player's words, other
    /// commands and commands whose name only starts alike stay.
    void embeddedCommandsByName()
    {
        const std::string comment = "[%clk 0:09:55] [%evaluate x] Good [%eval 0.35] move";
        QCOMPARE(embeddedCommandValue(comment, "eval"), std::optional<std::string>("0.35"));
        QCOMPARE(embeddedCommandValue(comment, "clk"), std::optional<std::string>("0:09:55"));
        QCOMPARE(embeddedCommandValue("Good [%eval 1", "eval"), std::nullopt);
        QCOMPARE(embeddedCommandValue(comment, "emt"), std::nullopt);
        QCOMPARE(withEmbeddedCommand(comment, "eval", "-1.20"),
            std::string("[%eval -1.20] [%clk 0:09:55] [%evaluate x] Good move"));
        QCOMPARE(withEmbeddedCommand("", "clk", "0:10:00"), std::string("[%clk 0:10:00]"));
    }

    void emptyRecord()
    {
        const GameTree game;
        QCOMPARE(game.moveCount(), 0);
        QCOMPARE(game.next(GameTree::Root), NoNode);
        QVERIFY(game.mainLine().empty());
        QCOMPARE(game.startBoard().fen(), std::string(Board::StartFen));
        QCOMPARE(game.result(), GameResult::Unknown);
    }

    void illegalMoveRefused()
    {
        GameTree game;
        QVERIFY(!game.addMove(GameTree::Root, *Move::fromIccs("h2h8")).ok());
        QVERIFY(!game.addMove(GameTree::Root, Move()).ok());
        QVERIFY(!game.addMove(42, *Move::fromIccs("h2e2")).ok());
        QCOMPARE(game.moveCount(), 0);
    }

    void variationsAndMainLine()
    {
        GameTree game;
        const NodeId a = addLine(game, GameTree::Root, { "h2e2" });
        const NodeId b = addLine(game, GameTree::Root, { "b2e2" });
        QCOMPARE(game.children(GameTree::Root), (std::vector<NodeId> { a, b }));
        const auto c = game.addMove(GameTree::Root, *Move::fromIccs("c3c4"), AddMode::MainLine);
        QVERIFY(c.ok());
        QCOMPARE(game.children(GameTree::Root), (std::vector<NodeId> { *c, a, b }));
        // The same move again gives the same node, made main line when asked.
        const auto again = game.addMove(GameTree::Root, *Move::fromIccs("b2e2"), AddMode::MainLine);
        QCOMPARE(*again, b);
        QCOMPARE(game.children(GameTree::Root), (std::vector<NodeId> { b, *c, a }));
        QCOMPARE(game.moveCount(), 3);
    }

    void promoteAndRemove()
    {
        GameTree game = testing::sampleGame();
        const NodeId cannon = game.next(GameTree::Root);
        const NodeId variation = game.children(cannon)[1];
        const NodeId deep = game.children(variation)[1]; // 马八进七
        QVERIFY(!game.isOnMainLine(deep));
        game.promoteToMainLine(deep);
        QVERIFY(game.isOnMainLine(deep));
        QCOMPARE(game.lastInLine(GameTree::Root), deep);
        game.promote(game.children(cannon)[1]);
        QCOMPARE(game.children(cannon)[0], game.findChild(cannon, *Move::fromIccs("h9g7")));
        const int before = game.moveCount();
        game.remove(variation);
        QCOMPARE(game.moveCount(), before - 3);
        QVERIFY(!game.contains(deep));
        QCOMPARE(game.children(cannon).size(), std::size_t(1));
        game.remove(GameTree::Root);
        QCOMPARE(game.moveCount(), 0);
    }

    void boardsAndWalks()
    {
        const GameTree game = testing::sampleGame();
        const auto line = game.mainLine();
        QCOMPARE(line.size(), std::size_t(7));
        const NodeId end = line.back();
        const Board atEnd = game.boardAt(end);
        QCOMPARE(atEnd.gamePly(), 7);
        const NodeId variationEnd = game.lastInLine(game.children(game.next(GameTree::Root))[1]);
        Board board = atEnd;
        game.walk(board, end, variationEnd);
        QCOMPARE(board.fen(), game.boardAt(variationEnd).fen());
        game.walk(board, variationEnd, GameTree::Root);
        QCOMPARE(board.fen(), std::string(Board::StartFen));
        game.walk(board, GameTree::Root, end);
        QCOMPARE(board.key(), atEnd.key());
        QCOMPARE(game.movesTo(end).front(), *Move::fromIccs("h2e2"));
    }

    void startFromPosition()
    {
        const auto board = Board::fromFen("3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1");
        QVERIFY(board.ok());
        GameTree game(*board);
        QVERIFY(game.addMove(GameTree::Root, *Move::fromIccs("d9d8")).ok());
        QVERIFY(!game.addMove(GameTree::Root, *Move::fromIccs("a1a9")).ok());
        game.tags().set("Event", "x");
        game.reset(Board::startPosition());
        QCOMPARE(game.moveCount(), 0);
        QCOMPARE(game.tags().value("Event"), std::string("x"));
    }

    void recordOfAPlayedGame()
    {
        Board board = *Board::fromFen("3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1");
        for (const char *text : { "e3f3", "a1a9", "d9d8" }) {
            board.makeMove(*Move::fromIccs(text));
        }
        const GameTree game = GameTree::fromPlayedGame(board);
        QCOMPARE(game.startBoard().fen(), std::string("3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1"));
        QCOMPARE(game.mainLine().size(), std::size_t(3));
        QCOMPARE(game.boardAt(game.lastInLine(GameTree::Root)).fen(), board.fen());
    }

    void sameGameSeesDifferences()
    {
        const GameTree a = testing::sampleGame();
        GameTree b = testing::sampleGame();
        QVERIFY(a.sameGame(b));
        b.setComment(b.mainLine().back(), "changed");
        QVERIFY(!a.sameGame(b));
        GameTree c = testing::sampleGame();
        c.tags().set("Red", "someone");
        QVERIFY(!a.sameGame(c));
    }

    void tagOrderKept()
    {
        TagList tags;
        tags.set("Red", "a");
        tags.set("Event", "b");
        tags.set("Red", "c");
        QCOMPARE(tags.all().front().second, std::string("c"));
        QCOMPARE(tags.all().back().first, std::string("Event"));
        tags.remove("Red");
        QVERIFY(!tags.contains("Red"));
    }
};

QTEST_APPLESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
