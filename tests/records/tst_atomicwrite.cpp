// Saving never damages a file: a write that fails part-way (here the process's file size limit
// stops it, as a full disk would) leaves the old file byte for byte and no temporary file; a
// good write replaces the file and keeps its permissions.

#include "filesizelimit.h"
#include "testdata.h"

#include "records/atomicfile.h"
#include "records/records.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace xq;

namespace {

/// A collection whose text is far larger than `bytes`.
std::vector<GameTree> manyGames(std::size_t bytes)
{
    const auto game = loadRecord(testing::dataPath("sample-utf8.pgn"));
    if (!game.ok()) {
        qFatal("missing test data sample-utf8.pgn");
    }
    return std::vector<GameTree>(bytes / 100 + 1, *game);
}

QStringList leftovers(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList({ "*partial*" }, QDir::Files | QDir::Hidden);
}

} // namespace

class TestAtomicWrite : public QObject {
    Q_OBJECT

private slots:
    void failedWriteKeepsTheOldFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("PGN collection") << "games.pgn";
        QTest::newRow("DhtmlXQ page") << "games.ubb";
    }

    void failedWriteKeepsTheOldFile()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const std::string path = dir.filePath(name).toStdString();
        const auto original = loadRecord(testing::dataPath("sample-utf8.pgn"));
        QVERIFY(original.ok());
        QVERIFY(!saveRecord(*original, path));
        const auto before = readFileBytes(path);
        QVERIFY(before.ok() && !before->empty());

        constexpr rlim_t Limit = 4096;
        const auto games = manyGames(8 * Limit);
        std::optional<std::string> error;
        {
            const testing::FileSizeLimit limit(Limit);
            error = saveRecords(games, path);
        }
        QVERIFY2(error.has_value(), "the write past the size limit did not fail");
        QVERIFY2(error->find("cannot write the file") != std::string::npos, error->c_str());
        const auto after = readFileBytes(path);
        QVERIFY(after.ok());
        QCOMPARE(*after, *before);
        QCOMPARE(leftovers(dir), QStringList());
        // Without the limit the same save goes through and the file holds every game.
        QVERIFY(!saveRecords(games, path));
        const auto all = loadRecords(path);
        QVERIFY2(all.ok(), all.error().c_str());
        QCOMPARE(all->size(), games.size());
    }

    void replacingKeepsPermissions()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("kept.fen").toStdString();
        QVERIFY(!writeFileAtomically(path, "old\n"));
        QCOMPARE(chmod(path.c_str(), 0640), 0);
        QVERIFY(!writeFileAtomically(path, "new\n"));
        QCOMPARE(*readFileBytes(path), std::string("new\n"));
        struct stat info { };
        QCOMPARE(stat(path.c_str(), &info), 0);
        QCOMPARE(info.st_mode & 07777, mode_t(0640));
        QCOMPARE(leftovers(dir), QStringList());
    }

    void aFolderIsNotOverwritten()
    {
        QTemporaryDir dir;
        const std::string folder = dir.filePath("sub.pgn").toStdString();
        QVERIFY(QDir().mkdir(QString::fromStdString(folder)));
        const auto error = saveRecord(GameTree(), folder);
        QVERIFY(error.has_value());
        QVERIFY2(error->find("is a folder") != std::string::npos, error->c_str());
        QVERIFY(QFileInfo(QString::fromStdString(folder)).isDir());
        const auto missing = saveRecord(GameTree(), dir.filePath("no/such/x.pgn").toStdString());
        QVERIFY(missing.has_value());
        QCOMPARE(leftovers(dir), QStringList());
    }
};

QTEST_APPLESS_MAIN(TestAtomicWrite)
#include "tst_atomicwrite.moc"
