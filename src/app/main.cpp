// The game's entry point: application identity, the interface language from the system locale,
// the command line (--fullscreen for kiosks, --hash for small-memory boards, a record to open),
// then the window.

#include "app/appsettings.h"
#include "app/apptranslations.h"
#include "app/mainwindow.h"
#include "app/xiangqi/boardpainter.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QScreen>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Xiangqi"));
    QApplication::setApplicationName(QStringLiteral("xiangqi"));
    QApplication::setApplicationVersion(QStringLiteral(XIANGQI_VERSION));
    // The program's icon, on every window it opens: Red's general.
    QApplication::setWindowIcon(
        QIcon(BoardPainter::stoneImage(xq::Stone(xq::Side::Red, xq::Kind::General), 128)));
    QApplication::setDesktopFileName(QStringLiteral("xiangqi"));
    AppTranslations::install(app);
    // The program's name in the title bar, once: the platform adds it to every window's title.
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Xiangqi"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Chinese chess against a real engine"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption fullScreen(QStringLiteral("fullscreen"),
        QApplication::translate("main", "Fill the whole screen (kiosk use)."));
    const QCommandLineOption hash(QStringLiteral("hash"),
        QApplication::translate("main", "Engine memory in MB (remembered)."), QStringLiteral("MB"));
    parser.addOption(fullScreen);
    parser.addOption(hash);
    parser.addPositionalArgument(QStringLiteral("record"),
        QApplication::translate("main", "A game record to open (PGN, XQF, DhtmlXQ, FEN)."),
        QStringLiteral("[record]"));
    parser.process(app);

    AppSettings settings;
    if (parser.isSet(hash)) {
        bool ok = false;
        const int megabytes = parser.value(hash).toInt(&ok);
        if (!ok || megabytes < AppSettings::MinimumHashMb) {
            qCritical("%s",
                qPrintable(
                    QApplication::translate("main", "--hash wants a number of MB, at least %1.")
                        .arg(AppSettings::MinimumHashMb)));
            return 2;
        }
        settings.setHashMb(megabytes);
    }

    MainWindow window(settings);
    if (parser.isSet(fullScreen)) {
        // Kiosk boards often run without a window manager to honour the full-screen request:
        // cover the screen ourselves as well.
        window.setGeometry(window.screen()->geometry());
        window.showFullScreen();
    } else {
        window.show();
    }
    // The unfinished game is offered first, so opening a record cannot abandon it unasked.
    window.offerAutosave();
    window.offerNetworkGame();
    if (!parser.positionalArguments().isEmpty()) {
        window.openFile(parser.positionalArguments().constFirst());
    }
    return QApplication::exec();
}
