// The protocol's building blocks: the strict JSON reader and writer, message encoding and
// decoding with their limits, the line framer and the join code.

#include "net/joincode.h"
#include "net/jsonreader.h"
#include "net/lineframer.h"
#include "net/message.h"

#include <QTest>

#include <set>

using namespace xq;
using namespace xq::net;

Q_DECLARE_METATYPE(std::string)

class TestProtocol : public QObject {
    Q_OBJECT

private slots:
    void jsonAccepted_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("canonical");
        QTest::newRow("object") << std::string(R"( {"a" : 1, "b":[true,false,null]} )")
                                << std::string(R"({"a":1,"b":[true,false,null]})");
        QTest::newRow("escapes") << std::string("[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]")
                                 << std::string("[\"\\\"\\\\/\\u0008\\u000c\\n\\r\\t\"]");
        QTest::newRow("unicode escape") << std::string(R"(["\u5e05"])") << std::string("[\"帅\"]");
        QTest::newRow("surrogate pair")
            << std::string(R"(["\ud83d\ude00"])") << std::string("[\"\xF0\x9F\x98\x80\"]");
        QTest::newRow("raw UTF-8") << std::string("[\"将\"]") << std::string("[\"将\"]");
        QTest::newRow("int64 min")
            << std::string("[-9223372036854775808]") << std::string("[-9223372036854775808]");
        QTest::newRow("int64 max")
            << std::string("[9223372036854775807]") << std::string("[9223372036854775807]");
        QTest::newRow("empty containers")
            << std::string(R"({"a":[],"b":{}})") << std::string(R"({"a":[],"b":{}})");
    }
    void jsonAccepted()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, canonical);
        const Result<JsonValue> value = JsonReader().read(text);
        QVERIFY2(value.ok(), value.error().c_str());
        QCOMPARE(value->toJson(), canonical);
        // What the writer writes reads back to the same text.
        QCOMPARE(JsonReader().read(canonical)->toJson(), canonical);
    }

    void jsonRefused_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("why");
        QTest::newRow("empty") << std::string("") << std::string("expected a value");
        QTest::newRow("trailing") << std::string("{} {}") << std::string("text after");
        QTest::newRow("fraction") << std::string("[1.5]") << std::string("only integers");
        QTest::newRow("exponent") << std::string("[1e3]") << std::string("only integers");
        QTest::newRow("leading zero") << std::string("[012]") << std::string("leading zero");
        QTest::newRow("overflow") << std::string("[9223372036854775808]")
                                  << std::string("out of range");
        QTest::newRow("unterminated") << std::string("[\"abc") << std::string("unterminated");
        QTest::newRow("control char") << std::string("[\"a\tb\"]") << std::string("control");
        QTest::newRow("bad escape") << std::string(R"(["\x"])") << std::string("unknown escape");
        QTest::newRow("lone surrogate") << std::string(R"(["\ud800"])") << std::string("surrogate");
        QTest::newRow("bad UTF-8") << std::string("[\"\xC3\x28\"]") << std::string("UTF-8");
        QTest::newRow("duplicate key")
            << std::string(R"({"a":1,"a":2})") << std::string("duplicate");
        QTest::newRow("too deep") << std::string("[[[[[1]]]]]") << std::string("deeply");
        QTest::newRow("trailing comma") << std::string("[1,]") << std::string("expected a value");
        QTest::newRow("missing colon") << std::string(R"({"a" 1})") << std::string("':'");
        QTest::newRow("bare word") << std::string("[nul]") << std::string("literal");
        QTest::newRow("key not string") << std::string("{1:2}") << std::string("member name");
    }
    void jsonRefused()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, why);
        const Result<JsonValue> value = JsonReader().read(text);
        QVERIFY(!value.ok());
        QVERIFY2(value.error().find(why) != std::string::npos, value.error().c_str());
    }

    void jsonLimits()
    {
        JsonLimits limits;
        limits.maxBytes = 20;
        limits.maxItems = 3;
        limits.maxStringBytes = 4;
        QVERIFY(!JsonReader(limits).read(std::string(21, ' ')).ok());
        QVERIFY(JsonReader(limits).read("[1,2,3]").ok());
        QVERIFY(!JsonReader(limits).read("[1,2,3,4]").ok());
        QVERIFY(JsonReader(limits).read("[\"abcd\"]").ok());
        QVERIFY(!JsonReader(limits).read("[\"abcde\"]").ok());
    }

    void messagesRoundTrip()
    {
        Message move;
        move.type = MessageType::Move;
        move.ply = 3;
        move.move = "h2e2";
        move.clockMs = 59000;
        QCOMPARE(
            move.encode(), std::string(R"({"type":"move","ply":3,"move":"h2e2","clockMs":59000})"));
        Message welcome;
        welcome.type = MessageType::Welcome;
        welcome.name = "主 \"host\"";
        welcome.gameId = "7f3a9c2e5b1d4086";
        welcome.moves = { "h2e2", "h9g7" };
        welcome.redMs = 1;
        const Decoded read = Message::decode(welcome.encode());
        QVERIFY2(read.message, read.detail.c_str());
        QCOMPARE(read.message->name, welcome.name);
        QCOMPARE(read.message->moves, welcome.moves);
        QCOMPARE(read.message->redMs, std::int64_t { 1 });
        QCOMPARE(read.message->encode(), welcome.encode());
    }

    void messagesRefused_data()
    {
        QTest::addColumn<std::string>("line");
        QTest::addColumn<int>("code");
        QTest::addColumn<std::string>("why");
        const int badJson = static_cast<int>(ErrorCode::BadJson);
        const int badMessage = static_cast<int>(ErrorCode::BadMessage);
        QTest::newRow("not json") << std::string("hello") << badJson << std::string("value");
        QTest::newRow("array") << std::string("[1]") << badJson << std::string("object");
        QTest::newRow("no type") << std::string("{}") << badMessage << std::string("\"type\"");
        QTest::newRow("unknown type") << std::string(R"({"type":"teleport"})") << badMessage
                                      << std::string("unknown message type");
        QTest::newRow("ply as string")
            << std::string(R"({"type":"move","ply":"1","move":"h2e2","clockMs":0})") << badMessage
            << std::string("\"ply\" of the wrong type");
        QTest::newRow("ply zero") << std::string(
            R"({"type":"move","ply":0,"move":"h2e2","clockMs":0})")
                                  << badMessage << std::string("\"ply\" out of range");
        QTest::newRow("negative clock")
            << std::string(R"({"type":"move","ply":1,"move":"h2e2","clockMs":-5})") << badMessage
            << std::string("\"clockMs\" out of range");
        QTest::newRow("long move")
            << std::string(R"({"type":"move","ply":1,"move":"h2e2h2e2h","clockMs":0})")
            << badMessage << std::string("\"move\" too long");
        QTest::newRow("chat too long")
            << (std::string(R"({"type":"chat","text":")") + std::string(501, 'x') + "\"}")
            << badMessage << std::string("\"text\" too long");
        QTest::newRow("undo plies 3")
            << std::string(R"({"type":"offer","kind":"undo","ply":4,"plies":3})") << badMessage
            << std::string("\"plies\" out of range");
        QTest::newRow("unknown offer")
            << std::string(R"({"type":"offer","kind":"takeback","ply":0})") << badMessage
            << std::string("unknown value");
        QTest::newRow("moves not strings") << std::string(
            R"({"type":"hello","version":1,"game":"xiangqi","name":"a","code":"x","resume":"g","moves":[7]})")
                                           << badMessage << std::string("a move");
        QTest::newRow("gomoku without its rule") << std::string(
            R"({"type":"welcome","version":1,"game":"gomoku","name":"a","gameId":"g","side":"black","initialMs":0,"incrementMs":0,"redMs":0,"blackMs":0,"moves":[]})")
                                                 << badMessage << std::string("rule");
        QTest::newRow("oversized")
            << (std::string(R"({"type":"chat","text":")") + std::string(MaxLineBytes, 'x') + "\"}")
            << static_cast<int>(ErrorCode::TooLong) << std::string("longer than");
    }
    void messagesRefused()
    {
        QFETCH(std::string, line);
        QFETCH(int, code);
        QFETCH(std::string, why);
        const Decoded read = Message::decode(line);
        QVERIFY(!read.message);
        QCOMPARE(static_cast<int>(read.error), code);
        QVERIFY2(read.detail.find(why) != std::string::npos, read.detail.c_str());
    }

    void framer()
    {
        LineFramer framer(8);
        framer.append("ab");
        QVERIFY(!framer.next());
        framer.append("c\r\ndef\n0123456789");
        QCOMPARE(framer.next()->text, std::string("abc"));
        QCOMPARE(framer.next()->text, std::string("def"));
        QVERIFY(!framer.next()); // the long line is dropped as it comes, not buffered
        framer.append("0123456789\nok\n");
        const auto tooLong = framer.next();
        QVERIFY(tooLong && tooLong->tooLong && tooLong->text.empty());
        QCOMPARE(framer.next()->text, std::string("ok"));
        QVERIFY(!framer.next());
    }

    void joinCode()
    {
        const std::string a = JoinCode::generate();
        QCOMPARE(a.size(), JoinCodeLength);
        for (const char c : a) {
            QVERIFY(JoinCode::Alphabet.find(c) != std::string_view::npos);
        }
        // Codes differ: 30 draws from 31^6 codes colliding is vanishingly unlikely.
        std::set<std::string> codes;
        for (int i = 0; i < 30; ++i) {
            codes.insert(JoinCode::generate());
        }
        QCOMPARE(codes.size(), std::size_t { 30 });
        QCOMPARE(JoinCode::normalize("k7q-m2 d"), std::string("K7QM2D"));
        QVERIFY(JoinCode::equal("K7QM2D", "K7QM2D"));
        QVERIFY(!JoinCode::equal("K7QM2D", "K7QM2E"));
        QVERIFY(!JoinCode::equal("K7QM2D", "K7QM2"));
        QVERIFY(!JoinCode::equal("", "K"));
        QVERIFY(JoinCode::equal("", ""));
    }

    void truncation()
    {
        std::string text = "ab将";
        truncateUtf8(text, 4);
        QCOMPARE(text, std::string("ab"));
        text = "ab将";
        truncateUtf8(text, 5);
        QCOMPARE(text, std::string("ab将"));
    }
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
